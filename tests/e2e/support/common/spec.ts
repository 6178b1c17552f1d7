// the spec's exact words for the six departments (spec documents 1 and 2); the definitions must make the app show them
export interface SpecFailure {
  kind: 'toast' | 'alert' | 'log';
  text?: string;
}

export interface SpecDepartment {
  menu: string;
  landing: string;
  wizard: string;
  results: string;
  key: string;
  /** the progress label of step 1 where the spec words it, and the number of steps */
  progress?: string;
  steps: number;
  heading?: string;
  firstBack: { label?: string; to: string };
  back?: string;
  submit: string;
  submitting?: string;
  max: number;
  scale?: number[];
  failure: SpecFailure;
  missing: { redirect: string } | { message: string[] } | { sample: { score: number; texts: string[]; recommendations: number } };
  /** result-page buttons with their targets ('' = no action, 'booking' = site.yaml's booking link); the ones that clear the results come last */
  buttons: Record<string, string>;
  landingTexts: string[];
  /** landing buttons and their targets; without a label where the spec does not word it */
  landingLinks: { label?: string; to: string }[];
}

const tryAgain = 'There was an error processing your assessment. Please try again.';

export const spec: Record<string, SpecDepartment> = {
  sales: {
    menu: 'Sales',
    landing: '/sales',
    wizard: '/assessment',
    results: '/results',
    key: 'calculationResults',
    progress: 'Question 1 of 5',
    steps: 5,
    firstBack: { label: 'Back', to: '/' },
    back: 'Back',
    submit: 'Complete Assessment',
    submitting: 'Processing...',
    max: 35,
    scale: [0, 18, 35],
    failure: { kind: 'toast', text: 'Assessment Failed' },
    missing: { message: ['No Results Found', 'Please complete an assessment first.', 'Start Assessment'] },
    buttons: { 'Schedule Consultation': 'booking', 'Back to Assessment': '/assessment', 'Try Another Assessment': '/assessment' },
    landingTexts: ['AI-Powered Sales Transformation', '2h 15min', '14.5%', '$3.70', '23%', '4-step'],
    landingLinks: [{ to: '/assessment' }, { label: 'View ROI Calculator', to: '/sales-report' }],
  },
  operations: {
    menu: 'Operations/Fulfillment',
    landing: '/operations',
    wizard: '/operations-assessment',
    results: '/operations-results',
    key: 'operationsAssessmentResults',
    progress: 'Question 1 of 5',
    steps: 5,
    firstBack: { label: 'Back to Operations', to: '/operations' },
    back: 'Previous',
    submit: 'Generate Results',
    max: 30,
    scale: [0, 15, 30],
    failure: { kind: 'log' },
    missing: { sample: { score: 15, texts: ['$42,000', '1,150', '50'], recommendations: 3 } },
    buttons: { 'Back to Assessment': '/operations-assessment', 'Take New Assessment': '/operations' },
    landingTexts: ['70%', '85%', '25%', '3x'],
    landingLinks: [{ to: '/operations-assessment' }],
  },
  support: {
    menu: 'Customer Support',
    landing: '/support',
    wizard: '/support-assessment',
    results: '/support-results',
    key: 'supportResults',
    heading: 'Support AI Assessment',
    progress: 'Step 1 of 5',
    steps: 5,
    firstBack: { label: 'Back to Support', to: '/support' },
    submit: 'Get Results',
    max: 30,
    failure: { kind: 'log', text: 'HTTP error! status: 500' },
    missing: { redirect: '/support' },
    buttons: { 'Schedule Support Optimization Call': 'booking', 'Assess Operations Impact': '/operations-assessment' },
    landingTexts: ['24/7', '40%'],
    landingLinks: [{ to: '/support-assessment' }],
  },
  finance: {
    menu: 'Finance',
    landing: '/finance',
    wizard: '/finance-assessment',
    results: '/finance-results',
    key: 'financeResults',
    steps: 5,
    firstBack: { to: '/finance' },
    submit: 'Calculate Results',
    max: 30,
    scale: [0, 15, 30],
    failure: { kind: 'alert', text: tryAgain },
    missing: { redirect: '/finance' },
    buttons: { 'Back to Finance Assessment': '/finance-assessment', 'Schedule Finance Automation Call': 'booking', 'Assess Sales Impact': '/sales' },
    landingTexts: [],
    landingLinks: [{ to: '/finance-assessment' }],
  },
  hr: {
    menu: 'Human Resources',
    landing: '/hr',
    wizard: '/hr-assessment',
    results: '/hr-results',
    key: 'hrResults',
    progress: 'Step 1 of 9',
    steps: 9,
    firstBack: { to: '/hr' },
    back: 'Previous',
    submit: 'Complete Assessment',
    max: 48,
    scale: [0, 24, 48],
    failure: { kind: 'alert', text: tryAgain },
    missing: { redirect: '/hr' },
    buttons: { 'Schedule Consultation': 'booking', 'Explore Other Departments': '/' },
    landingTexts: ['Recruitment Automation', 'Performance Management', 'Document Processing', '5-Minute HR Assessment'],
    landingLinks: [{ label: 'Start HR Assessment', to: '/hr-assessment' }],
  },
  it: {
    menu: 'IT Infrastructure',
    landing: '/it',
    wizard: '/it-assessment',
    results: '/it-results',
    key: 'itResults',
    steps: 4,
    firstBack: { label: 'Back to IT', to: '/it' },
    submit: 'Calculate Results',
    max: 23,
    scale: [0, 12, 23],
    failure: { kind: 'log' },
    missing: { redirect: '/it' },
    buttons: { 'Download PDF': '', 'Share Report': '', 'Book Call': 'booking', 'Explore Other Assessments': '/', 'Retake Assessment': '/it-assessment' },
    landingTexts: ['Enhanced Security', 'System Monitoring', 'Infrastructure Automation', '5-Minute IT Assessment', '8 steps'],
    landingLinks: [{ label: 'Start Assessment', to: '/it-assessment' }],
  },
};

export const specIds = Object.keys(spec);

/** the loading text the IT results page shows until it has read the session */
export const itLoading = 'Loading your IT assessment results...';
