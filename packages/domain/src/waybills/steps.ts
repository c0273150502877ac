/**
 * The steps of the submission flow (SPEC §2): which appear depends on the chosen line and what the parcels
 * hold. Recipient, line, shipper, declaration, insurance, extra services and packaging, safety and terms
 * always; battery when something declared holds one; EMPP, AQIS and EZ Way when the line needs them.
 */
export const SUBMISSION_STEPS = [
  'recipient',
  'logistics',
  'shipper',
  'declaration',
  'insurance',
  'extras',
  'battery',
  'safety',
  'terms',
  'empp',
  'aqis',
  'ezway',
] as const;
export type SubmissionStep = (typeof SUBMISSION_STEPS)[number];

/** A line's documents (logistics lines' `required_documents`) and the step each asks for. */
const DOCUMENT_STEPS: Record<string, SubmissionStep> = {
  au_empp: 'empp',
  au_aqis: 'aqis',
  taiwan_id_ezway: 'ezway',
};

export interface StepContext {
  /** The chosen line's required documents; none before a line is chosen. */
  requiredDocuments?: readonly string[];
  /** Whether any declared item or parcel holds a battery. */
  hasBattery: boolean;
}

export function submissionSteps(context: StepContext): SubmissionStep[] {
  const needed = new Set<SubmissionStep>([
    'recipient',
    'logistics',
    'shipper',
    'declaration',
    'insurance',
    'extras',
    'safety',
    'terms',
  ]);
  if (context.hasBattery) needed.add('battery');
  for (const document of context.requiredDocuments ?? []) {
    const step = DOCUMENT_STEPS[document];
    if (step) needed.add(step);
  }
  return SUBMISSION_STEPS.filter((step) => needed.has(step));
}

/** The steps left after those done, in order (the progress indicator's "steps remaining"). */
export function stepsRemaining(steps: readonly SubmissionStep[], done: ReadonlySet<SubmissionStep>): SubmissionStep[] {
  return steps.filter((step) => !done.has(step));
}
