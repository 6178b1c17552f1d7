import { Text, type MantineSpacing } from '@mantine/core';

/** the lead paragraph under a page's heading, kept to a readable width; nothing when the definition has none */
export function PageIntro({ text, mb }: { text: string | undefined; mb?: MantineSpacing }) {
  if (!text) return null;
  return (
    <Text size="lg" maw={720} mb={mb}>
      {text}
    </Text>
  );
}
