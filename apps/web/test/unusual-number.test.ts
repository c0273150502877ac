import { describe, expect, it } from 'vitest';
import { sendConfirmingUnusualNumber, unusualNumberWarning } from '../src/features/parcels/utils/unusual-number';
import { ApiError } from '../src/lib/api-client';
import cn from '../src/locales/cn/parcels.json';
import en from '../src/locales/en/parcels.json';
import tw from '../src/locales/tw/parcels.json';

describe('the pre-alert form’s unusual-number warning', () => {
  it('reads the server’s warning so the form can offer "use it anyway"', () => {
    const message = '1Z999AA10123456785 does not look like a UPS number: its check digit does not match.';
    const error = new ApiError(
      422,
      message,
      { 'tracking_numbers.0': message },
      {
        reason: 'unusual_number',
        tracking_number: '1Z999AA10123456785',
        carrier: 'ups',
      },
    );
    expect(unusualNumberWarning(error)).toEqual({ message, trackingNumber: '1Z999AA10123456785' });
  });

  it('leaves every other failure to the form’s usual handling', () => {
    expect(
      unusualNumberWarning(new ApiError(409, 'The tracking number already exists', {}, { parcel_id: 3 })),
    ).toBeNull();
    expect(unusualNumberWarning(new ApiError(422, 'Not a pre-alert'))).toBeNull();
    expect(unusualNumberWarning(new Error('offline'))).toBeNull();
  });

  it('has the buttons in the three languages', () => {
    for (const catalogue of [en, cn, tw]) {
      expect(catalogue.add.useAnyway).toBeTruthy();
      expect(catalogue.add.checkNumber).toBeTruthy();
    }
    expect(cn.add.useAnyway).not.toBe(en.add.useAnyway);
  });

  it('sends unconfirmed first, and asks nothing when the number is fine or the failure is another', async () => {
    const texts = { useAnyway: 'Use it anyway', checkNumber: 'Check the number' };
    const sent: boolean[] = [];
    const send = async (confirm: boolean) => {
      sent.push(confirm);
      return 'added';
    };
    expect(await sendConfirmingUnusualNumber(send, texts)).toBe('added');
    expect(sent).toEqual([false]);
    const duplicate = new ApiError(409, 'The tracking number already exists', {}, { parcel_id: 3 });
    await expect(
      sendConfirmingUnusualNumber(async () => {
        throw duplicate;
      }, texts),
    ).rejects.toBe(duplicate);
  });
});
