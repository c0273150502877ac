import { describe, expect, it } from 'vitest';
import { emptyDraft, quoteInputOf, submissionOf } from '../src/features/waybills/utils/draft';

describe('the shop-charged GST answer in the submission draft', () => {
  const draft = {
    ...emptyDraft([1], 1),
    recipient_id: 7,
    line: { id: 3, name: 'Express', delivery_method: 'door' as const, required_documents: [] },
    declaration: [
      { name: 'Shirt', quantity: 1, total_amount: '40', product_type: 'clothing' as const, attributes: [] },
    ],
  };

  it('prices and submits with it, the receipt going with the submission only', () => {
    const answered = { ...draft, shop_charged_tax: true, shop_tax_receipt: '/files/receipt.jpg' };
    expect(quoteInputOf(answered)).toMatchObject({ shop_charged_tax: true });
    expect(quoteInputOf(answered)).not.toHaveProperty('shop_tax_receipt');
    expect(submissionOf(answered)).toMatchObject({ shop_charged_tax: true, shop_tax_receipt: '/files/receipt.jpg' });
  });

  it('says no when the customer did not answer', () => {
    expect(quoteInputOf(draft)).toMatchObject({ shop_charged_tax: false });
    expect(submissionOf(draft)).toMatchObject({ shop_charged_tax: false, shop_tax_receipt: '' });
  });
});
