import type { ExtraServiceEntryInput } from '@parcelway/domain';
import { Checkbox, List, TextArea } from 'antd-mobile';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileUploader } from '../../../components/file-uploader';
import { ChoiceField, FormField } from '../../../components/form';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format';
import { useOfferedParcelServices } from '../api/get-offered-parcel-services';

interface ExtraServicesFieldProps<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  storeId: number | undefined;
  /** Services already waiting on the parcel: shown, not offered again. */
  pendingServiceIds?: number[];
}

/**
 * Extra services asked for on a parcel (`extra_services`, SPEC §3 entries): tick a service, then give the
 * remark, the pictures or the whole/part choice it asks for. Prices are the warehouse's.
 */
export function ExtraServicesField<
  Values extends FieldValues & { extra_services: ExtraServiceEntryInput[] },
  Output extends FieldValues,
>({ control, storeId, pendingServiceIds = [] }: ExtraServicesFieldProps<Values, Output>) {
  const { t } = useTranslation('parcels');
  const offered = useOfferedParcelServices(storeId);
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'extra_services' as ArrayPath<Values>,
    keyName: 'key',
  });
  const entries = fields as unknown as (ExtraServiceEntryInput & { key: string })[];
  const path = (index: number, field: keyof ExtraServiceEntryInput) =>
    `extra_services.${index}.${field}` as FieldPath<Values>;

  if (offered.isPending) return <LoadingBlock lines={3} />;
  if (offered.isError) return <LoadFailed error={offered.error} onRetry={() => void offered.refetch()} />;

  return (
    <List aria-label={t('services.title')}>
      {offered.data.map((service) => {
        const index = entries.findIndex((entry) => Number(entry.extra_service_id) === service.id);
        const chosen = index >= 0;
        const waiting = pendingServiceIds.includes(service.id);
        return (
          <List.Item
            key={service.id}
            description={
              <>
                <div>{service.description}</div>
                {waiting && <div className="parcels-warning">{t('services.alreadyWaiting')}</div>}
                {chosen && (
                  <div>
                    {service.reject_whole && (
                      <ChoiceField
                        control={control}
                        name={path(index, 'part')}
                        label={t('services.part')}
                        options={service.options.map((option) => ({ label: option.name, value: option.part }))}
                      />
                    )}
                    <FormField
                      control={control}
                      name={path(index, 'comment')}
                      label={t('services.remark')}
                      required={service.remark_required}
                    >
                      {(input) => (
                        <TextArea
                          id={input.id}
                          rows={2}
                          maxLength={500}
                          placeholder={t('services.remarkPlaceholder')}
                          value={String(input.value ?? '')}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                        />
                      )}
                    </FormField>
                    {service.image_required && (
                      <FormField control={control} name={path(index, 'files')} label={t('services.pictures')} required>
                        {(input) => (
                          <FileUploader
                            purpose="parcel_extra_service"
                            label={t('services.pictures')}
                            value={String(input.value ?? '')}
                            onChange={(value) => {
                              input.onChange(value);
                              input.onBlur();
                            }}
                          />
                        )}
                      </FormField>
                    )}
                  </div>
                )}
              </>
            }
            extra={service.price ? formatMoney(service.price, service.currency) : undefined}
          >
            <Checkbox
              checked={chosen}
              disabled={waiting}
              onChange={(checked) => {
                if (checked && !chosen)
                  append({ extra_service_id: service.id, comment: '', files: '', part: 1 } as FieldArray<
                    Values,
                    ArrayPath<Values>
                  >);
                if (!checked && chosen) remove(index);
              }}
            >
              {service.name}
            </Checkbox>
          </List.Item>
        );
      })}
    </List>
  );
}
