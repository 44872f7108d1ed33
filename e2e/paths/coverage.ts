/** What a browser path run covered, as attached to its test and read by the coverage reporter. */
export const COVERAGE_ATTACHMENT = 'machine-coverage';

export interface PathCoverage {
  machine: string;
  path: string;
  project: string;
  steps: number;
  /** Steps whose actions and checks all passed (the start included). */
  passed: number;
  states: string[];
  transitions: string[];
}
