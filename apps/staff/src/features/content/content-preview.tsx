import type { ContentPreview } from '@parcelway/domain';
import { Alert, Card, Tabs, Typography } from 'antd';
import { LANGUAGES, useI18n } from '../../lib/i18n.js';
import { MarkdownView } from './markdown-view.js';

/**
 * What a customer reading in each language will see: the server's customer presenter over the unsaved form (the
 * language actually shown, when the item falls back), and whether its status and schedule show it now.
 */
export function ContentPreviewPanel({ preview }: { preview: ContentPreview }) {
  const { t } = useI18n();
  return (
    <Card size="small" title={t('content.previewTitle')} aria-label={t('content.previewTitle')}>
      <Alert
        type={preview.visible_now ? 'success' : 'info'}
        showIcon
        message={t(preview.visible_now ? 'content.visibleNow' : 'content.notVisibleNow')}
        style={{ marginBottom: 12 }}
      />
      <Tabs
        items={LANGUAGES.map((reader) => {
          const detail = preview[reader.code];
          return {
            key: reader.code,
            label: reader.label,
            children: (
              <article lang={detail.language === 'en' ? 'en' : detail.language === 'tw' ? 'zh-TW' : 'zh-CN'}>
                {detail.language !== reader.code && (
                  <Typography.Text type="warning">
                    {t('content.fallbackShown', {
                      language: LANGUAGES.find((shown) => shown.code === detail.language)?.label ?? detail.language,
                    })}
                  </Typography.Text>
                )}
                <Typography.Title level={3}>{detail.title}</Typography.Title>
                {detail.summary && <Typography.Paragraph type="secondary">{detail.summary}</Typography.Paragraph>}
                <MarkdownView source={detail.body} />
              </article>
            ),
          };
        })}
      />
    </Card>
  );
}
