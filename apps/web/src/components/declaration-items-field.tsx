import {
  type DeclarationItemInput,
  goodsAttributes,
  isParcelAttribute,
  PARCEL_ATTRIBUTES,
  PRODUCT_TYPES,
} from '@parcelway/domain';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GoodsRoute } from '../lib/can-i-ship';
import { useAvailableCountries } from '../lib/reference-data';
import { ChoiceField, FormField, TextField } from './form';
import { ItemLineCheck } from './item-line-check';
import './declaration-items-field.css';

export const EMPTY_ITEM: DeclarationItemInput = {
  name: '',
  quantity: 1,
  total_amount: '',
  product_type: 'general',
  attributes: [],
};

interface DeclarationItemsFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  /** The amounts' currency (the warehouse's), shown beside the amount. */
  currency: string;
  /**
   * The route whose lines each item is checked against: the warehouse, and the destination when the form knows it
   * (otherwise the customer picks one above the items). No warehouse: no check.
   */
  route?: GoodsRoute;
}

/**
 * The declaration items of a form (`items`): name, quantity, total amount and product type, with the
 * attributes some lines refuse. The rules are the domain's, so each field shows the server's sentence.
 */
export function DeclarationItemsField<
  Values extends FieldValues & { items: DeclarationItemInput[] },
  Output extends FieldValues,
>({ control, currency, route }: DeclarationItemsFieldProps<Values, Output>) {
  const { t } = useTranslation('declaration');
  const { fields, append, remove } = useFieldArray({ control, name: 'items' as ArrayPath<Values> });
  const path = (index: number, field: keyof DeclarationItemInput) => `items.${index}.${field}` as FieldPath<Values>;
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const checked: GoodsRoute = { storeId: route?.storeId, countryId: route?.countryId ?? picked };

  return (
    <section aria-label={t('title')}>
      {route?.storeId !== undefined && route.countryId === undefined && (
        <DestinationPicker storeId={route.storeId} value={picked} onChange={setPicked} />
      )}
      {fields.map((field, index) => (
        <div key={field.id} className="declaration-item">
          <div className="declaration-item-head">
            <span>{t('item', { number: index + 1 })}</span>
            <Button size="mini" fill="none" color="danger" onClick={() => remove(index)}>
              {t('removeItem', { number: index + 1 })}
            </Button>
          </div>
          <TextField
            control={control}
            errorAfterTouch
            name={path(index, 'name')}
            label={t('name')}
            hint={t('nameHint')}
            required
            autoCapitalize="off"
          />
          <TextField
            control={control}
            errorAfterTouch
            name={path(index, 'quantity')}
            label={t('quantity')}
            required
            inputMode="numeric"
          />
          <TextField
            control={control}
            errorAfterTouch
            name={path(index, 'total_amount')}
            label={t('totalAmount', { currency })}
            required
            inputMode="decimal"
          />
          <ChoiceField
            control={control}
            errorAfterTouch
            name={path(index, 'product_type')}
            label={t('productType')}
            required
            columns={3}
            className="declaration-choices"
            options={PRODUCT_TYPES.map((code) => ({ label: t(`productTypes.${code}`), value: code }))}
          />
          <ItemAttributes control={control} index={index} route={checked} />
        </div>
      ))}
      <div className="page-actions">
        <Button block fill="outline" onClick={() => append({ ...EMPTY_ITEM } as FieldArray<Values, ArrayPath<Values>>)}>
          {t('addItem')}
        </Button>
      </div>
    </section>
  );
}

/**
 * An item's attributes, with what its name suggests (issue 44, "Can I ship this?"): "power bank" is a battery. The
 * customer ticks them with one tap; nothing is ticked for them, and an unknown word suggests nothing.
 */
function ItemAttributes<Values extends FieldValues & { items: DeclarationItemInput[] }, Output extends FieldValues>({
  control,
  index,
  route,
}: {
  control: Control<Values, unknown, Output>;
  index: number;
  route: GoodsRoute;
}) {
  const { t } = useTranslation('declaration');
  const path = (field: keyof DeclarationItemInput) => `items.${index}.${field}` as FieldPath<Values>;
  const name = useWatch({ control, name: path('name') }) as unknown;
  const suggested = goodsAttributes(typeof name === 'string' ? name : '');
  return (
    <FormField
      control={control}
      errorAfterTouch
      name={path('attributes')}
      label={t('attributes')}
      hint={t('attributesHint')}
    >
      {(input) => {
        const ticked = Array.isArray(input.value) ? (input.value as string[]) : [];
        const missing = suggested.filter((code) => !ticked.includes(code));
        const names = missing.map((code) => t(`attributeNames.${code}`)).join(', ');
        return (
          <>
            <Selector<string>
              aria-label={t('attributes')}
              className="declaration-choices"
              multiple
              columns={4}
              options={PARCEL_ATTRIBUTES.map((code) => ({ label: t(`attributeNames.${code}`), value: code }))}
              value={ticked}
              onChange={(values) => input.onChange(values)}
            />
            {missing.length > 0 && (
              <p className="declaration-suggestion" role="status">
                {t('attributesSuggested', { name: String(name), attributes: names })}{' '}
                <Button
                  size="mini"
                  color="primary"
                  fill="outline"
                  onClick={() => input.onChange([...ticked, ...missing])}
                >
                  {t('tickSuggested', { attributes: names })}
                </Button>
              </p>
            )}
            <ItemLineCheck route={route} attributes={ticked.filter(isParcelAttribute)} />
          </>
        );
      }}
    </FormField>
  );
}

/** Where the items' lines are checked to, when the form does not know the destination yet (a pre-alert). */
function DestinationPicker({
  storeId,
  value,
  onChange,
}: {
  storeId: number;
  value: number | undefined;
  onChange: (countryId: number | undefined) => void;
}) {
  const { t } = useTranslation('declaration');
  const countries = useAvailableCountries(storeId);
  return (
    <label className="declaration-destination">
      {t('linesDestination')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{t('linesChooseDestination')}</option>
        {(countries.data ?? []).map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </label>
  );
}
