import {
  type Acknowledgements,
  type DeclarationItemInput,
  type ShipperInput,
  type SubmissionQuoteInput,
  type SubmissionStep,
  type SubmitWaybillInput,
  submissionSteps,
} from '@parcelway/domain';
import { useCallback, useSyncExternalStore } from 'react';

/** The chosen line, as far as the flow's steps depend on it. */
export interface ChosenLine {
  id: number;
  name: string;
  delivery_method: 'door' | 'self_pickup';
  required_documents: string[];
}

/**
 * The submission flow's answers so far, kept in this tab's sessionStorage so each step screen (its own
 * route, SPEC §2) reads and adds to them, and a reload keeps them. Gone when the tab closes or it is sent.
 */
export interface SubmissionDraft {
  parcel_ids: number[];
  store_id: number | null;
  recipient_id?: number;
  line?: ChosenLine;
  insured: boolean;
  shipper?: ShipperInput;
  declaration?: DeclarationItemInput[];
  extra_services: { extra_service_id: number; comment: string; files: string }[];
  box_service_id: number | null;
  extra_cartons: number;
  battery?: { remark: string; files: string };
  acknowledgements: Acknowledgements;
  remark: string;
  /** The shop already charged the destination's GST / low-value goods tax, and the receipt's files. */
  shop_charged_tax?: boolean;
  shop_tax_receipt?: string;
  /** Steps the customer saved (a step may have nothing to fill in, like insurance declined). */
  done: SubmissionStep[];
}

const KEY = 'submit_draft';
const listeners = new Set<() => void>();
let cached: { text: string | null; draft: SubmissionDraft | null } = { text: null, draft: null };

export function emptyDraft(parcelIds: number[], storeId: number | null): SubmissionDraft {
  return {
    parcel_ids: parcelIds,
    store_id: storeId,
    insured: false,
    extra_services: [],
    box_service_id: null,
    extra_cartons: 0,
    acknowledgements: { safety: false, terms: false, empp: false, aqis: false, ezway: false },
    remark: '',
    done: [],
  };
}

/**
 * The draft with other parcels: the answers that do not depend on them stay (the recipient, the shipper, the remark);
 * the line, insurance, declaration, services and acknowledgements were given for the old parcels and are asked again.
 */
export function withParcels(draft: SubmissionDraft, parcelIds: number[]): SubmissionDraft {
  const kept = new Set<SubmissionStep>(['recipient', 'shipper']);
  return {
    ...emptyDraft(parcelIds, null),
    recipient_id: draft.recipient_id,
    shipper: draft.shipper,
    remark: draft.remark,
    done: draft.done.filter((step) => kept.has(step)),
  };
}

export function readDraft(): SubmissionDraft | null {
  const text = sessionStorage.getItem(KEY);
  if (text !== cached.text) {
    let draft: SubmissionDraft | null = null;
    try {
      draft = text ? (JSON.parse(text) as SubmissionDraft) : null;
    } catch {
      draft = null;
    }
    cached = { text, draft };
  }
  return cached.draft;
}

export function writeDraft(draft: SubmissionDraft | null): void {
  if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

/** The draft and a function that changes it (and marks steps done). */
export function useDraft() {
  const draft = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, readDraft);
  const update = useCallback((change: Partial<SubmissionDraft>, doneSteps: SubmissionStep[] = []) => {
    const current = readDraft();
    if (!current) return;
    writeDraft({ ...current, ...change, done: [...new Set([...current.done, ...doneSteps])] });
  }, []);
  return { draft, update };
}

/** The flow's steps for the draft: the chosen line's documents, a battery in the declaration. */
export function draftSteps(
  draft: SubmissionDraft,
  declarationFallback: { attributes: string[] }[] = [],
): SubmissionStep[] {
  const items = draft.declaration ?? declarationFallback;
  const hasBattery = items.some((item) => (item.attributes ?? []).includes('battery'));
  return submissionSteps({ requiredDocuments: draft.line?.required_documents, hasBattery });
}

/** What the server takes, from the draft. */
export function submissionOf(draft: SubmissionDraft): SubmitWaybillInput {
  return {
    parcel_ids: draft.parcel_ids,
    recipient_id: draft.recipient_id,
    courier_id: draft.line?.id,
    shipper: draft.shipper ?? {
      sender_name: '',
      commercial_value: false,
      export_reason: 'personal_use',
      undeliverable_action: 'return',
    },
    declaration: draft.declaration ?? [],
    insured: draft.insured,
    extra_services: draft.extra_services,
    box_service_id: draft.box_service_id,
    extra_cartons: draft.extra_cartons,
    battery: draft.battery,
    acknowledgements: draft.acknowledgements,
    remark: draft.remark,
    shop_charged_tax: draft.shop_charged_tax ?? false,
    shop_tax_receipt: draft.shop_tax_receipt ?? '',
  };
}

/**
 * What prices the draft (quoteSubmission): null until it names the recipient and the line and has something declared
 * (the parcels' own pre-alert declaration stands in until the declaration step is saved).
 */
export function quoteInputOf(
  draft: SubmissionDraft,
  declarationFallback: {
    name: string;
    quantity: number;
    total_amount: string;
    product_type: string;
    attributes: string[];
  }[] = [],
): SubmissionQuoteInput | null {
  const declaration =
    draft.declaration ??
    declarationFallback.map((item) => ({
      ...item,
      product_type: item.product_type as DeclarationItemInput['product_type'],
      attributes: item.attributes as DeclarationItemInput['attributes'],
    }));
  if (draft.recipient_id === undefined || !draft.line || declaration.length === 0) return null;
  return {
    parcel_ids: draft.parcel_ids,
    recipient_id: draft.recipient_id,
    courier_id: draft.line.id,
    declaration,
    insured: draft.insured,
    extra_services: draft.extra_services,
    box_service_id: draft.box_service_id,
    extra_cartons: draft.extra_cartons,
    shop_charged_tax: draft.shop_charged_tax ?? false,
  };
}
