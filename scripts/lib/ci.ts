/** whether this is CI (.ci/run sets CI=1): there every suite runs, and one that cannot reach what it needs fails */
export const inCI = !['', '0', 'false'].includes(process.env.CI ?? '');
