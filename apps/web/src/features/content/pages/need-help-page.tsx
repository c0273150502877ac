import type { SupportHours } from '@parcelway/domain';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormLayout, showServerErrors, TextAreaField, TextField, useZodForm } from '../../../components/form';
import { showToast } from '../../../lib/feedback';
import { formatShortWeekday, formatTimeZone } from '../../../lib/format';
import { PATHS } from '../../../lib/routes-paths';
import { useUserInfo } from '../../../lib/session';
import { contactFormSchema, useContactChannels, useContactSupport } from '../api/contact-support';
import { QueryView } from '../components/query-view';
import '../content.css';

/** When support answers, in the reader's language: "周一至周五 09:00–18:00（澳大利亚东部时间）". */
function SupportHoursText({ hours }: { hours: SupportHours }) {
  const { t } = useTranslation('content');
  const from = formatShortWeekday(hours.from_weekday);
  const days =
    hours.to_weekday === hours.from_weekday
      ? from
      : t('contact.hoursDays', { from, to: formatShortWeekday(hours.to_weekday) });
  return (
    <>
      {t('contact.hoursValue', {
        days,
        opens: hours.opens,
        closes: hours.closes,
        zone: formatTimeZone(hours.time_zone),
      })}
    </>
  );
}

/** Contact us: the channels from the server's configuration, and a message that reaches staff with the customer id. */
export default function NeedHelpPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const user = useUserInfo();
  const channels = useContactChannels();
  const send = useContactSupport();
  const form = useZodForm(contactFormSchema, { subject: '', message: '' });
  const [sent, setSent] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset({ subject: '', message: '' });
      setSent(true);
      showToast(t('contact.sent'));
    } catch (error) {
      if (!showServerErrors(form, error)) showToast((error as Error).message);
    }
  });

  return (
    <div className="content-page">
      <List>
        <List.Item onClick={() => navigate(PATHS.helpCenter)}>{t('contact.helpCentre')}</List.Item>
      </List>
      <QueryView
        query={channels}
        isEmpty={(found) => !user.data && !Object.values(found).some(Boolean)}
        emptyTitle={t('contact.noChannels')}
      >
        {(found) => (
          <List header={t('contact.channels')}>
            {found.email && (
              <List.Item extra={<a href={`mailto:${found.email}`}>{found.email}</a>}>{t('contact.email')}</List.Item>
            )}
            {found.phone && (
              <List.Item extra={<a href={`tel:${found.phone.replace(/\s/g, '')}`}>{found.phone}</a>}>
                {t('contact.phone')}
              </List.Item>
            )}
            {found.wechat && <List.Item extra={found.wechat}>{t('contact.wechat')}</List.Item>}
            {found.whatsapp && <List.Item extra={found.whatsapp}>{t('contact.whatsapp')}</List.Item>}
            {found.hours && (
              <List.Item extra={<SupportHoursText hours={found.hours} />}>{t('contact.hours')}</List.Item>
            )}
            {user.data && <List.Item extra={user.data.support_number}>{t('contact.supportNumber')}</List.Item>}
          </List>
        )}
      </QueryView>
      <form onSubmit={submit} noValidate aria-label={t('contact.formTitle')}>
        <FormLayout
          footer={
            <Button block type="submit" color="primary" loading={send.isPending}>
              {t('contact.send')}
            </Button>
          }
        >
          <TextField control={form.control} name="subject" label={t('contact.subject')} required />
          <TextAreaField
            control={form.control}
            name="message"
            label={t('contact.message')}
            required
            rows={5}
            maxLength={4000}
          />
        </FormLayout>
      </form>
      {sent && <p className="page-section content-muted">{t('contact.sentNote')}</p>}
    </div>
  );
}
