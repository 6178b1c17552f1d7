// the spec's exact words and figures for the quote generator (spec document 2, sections 2, 3, 5 and 9)
export const quoteSpec = {
  route: '/quote-generator',
  steps: ['Assessment', 'Solutions', 'Contact'],
  question: 'How does your team generate quotes or proposals today?',
  continueToSolutions: 'Continue to Solutions',
  solutionsHeading: 'Select AI Solutions',
  continueToContact: 'Continue to Contact Details',
  contactHeading: 'Contact Information',
  labels: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number (Optional)',
    validity: 'Quote Validity (Days)',
    notes: 'Additional Notes (Optional)',
  },
  validityOptions: ['15', '30', '45', '60', '90'],
  validityDefault: '30',
  generate: 'Generate Quote',
  generating: 'Generating...',
  estimatedCost: 'Estimated Cost',
  annualSavings: 'Annual Savings',
  resultHeading: 'Quote Generated',
  quoteNumber: 'Quote #',
  newQuote: 'Generate New Quote',
  print: 'Print Quote',
  messages: {
    contactName: 'Contact name is required',
    contactEmail: 'Valid email is required',
    selectedSolutions: 'At least one solution must be selected',
    validityMin: 'Validity period must be at least 1 day',
    validityMax: 'Validity period cannot exceed 365 days',
  },
  /** score 3 or less, above 3 up to 6, above 6 */
  band: (score: number): string =>
    score <= 3
      ? 'High opportunity for efficiency gains with automation'
      : score <= 6
        ? 'Good foundation, ready for advanced features'
        : 'Strong process, AI can add personalization and speed',
  processes: [
    { id: 'manual', title: 'Manual Process', score: 0, time: '8-12 hours', errors: 'High', scale: 'Very Limited' },
    { id: 'template', title: 'Template-Based', score: 3, time: '4-6 hours', errors: 'Medium', scale: 'Limited' },
    { id: 'crm', title: 'CRM-Generated', score: 6, time: '2-3 hours', errors: 'Low', scale: 'Good' },
    { id: 'automated', title: 'Automated Tool', score: 8, time: '1-2 hours', errors: 'Very Low', scale: 'Very Good' },
    { id: 'ai', title: 'AI-Generated', score: 10, time: '30-60 minutes', errors: 'Minimal', scale: 'Excellent' },
  ],
  solutions: [
    { id: 'chatbot', title: 'Customer Service Chatbot', category: 'Customer Service', percent: 65, months: 3, perEmployee: 150 },
    { id: 'process-automation', title: 'Process Automation Platform', category: 'Process Automation', percent: 45, months: 4, perEmployee: 200 },
    { id: 'predictive-analytics', title: 'Predictive Analytics Suite', category: 'Data Analytics', percent: 25, months: 3, perEmployee: 100 },
    { id: 'marketing-automation', title: 'AI Marketing Automation', category: 'Marketing Automation', percent: 30, months: 2, perEmployee: 120 },
    { id: 'document-processing', title: 'Intelligent Document Processing', category: 'Document Management', percent: 55, months: 3, perEmployee: 80 },
  ],
  /** per selected solution: cost = costPerEmployee x 10, annual savings = avgSavingsPercent x 1000 */
  costOf: (s: { perEmployee: number }) => s.perEmployee * 10,
  savingsOf: (s: { percent: number }) => s.percent * 1000,
};

export type SpecSolution = (typeof quoteSpec.solutions)[number];
