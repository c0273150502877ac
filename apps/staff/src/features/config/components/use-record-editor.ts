import { App, Form } from 'antd';
import { useState } from 'react';
import { showFailure } from '../../../lib/form-support.js';

interface RecordEditorOptions<Row, Values> {
  /** The form's values for a record as loaded. */
  valuesOf: (row: Row) => Partial<Values>;
  /** Reads the list again (after a stale save), so Reload can open the record as it is now. */
  refetch: () => Promise<readonly Row[] | undefined>;
  /** Whether two rows are the same record. */
  sameRecord: (a: Row, b: Row) => boolean;
}

/**
 * One configuration record open in a form: the record being edited, a preview of the unsaved values, and a save that
 * sends the version the form loaded. A save refused as stale (409) says so and offers Reload, which opens the record
 * as it is now; field errors go beside their fields, anything else is a message.
 */
export function useRecordEditor<Row, Values, Preview>({
  valuesOf,
  refetch,
  sameRecord,
}: RecordEditorOptions<Row, Values>) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<Row | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);

  const open = (row: Row) => {
    setEditing(row);
    setStale(null);
    setPreview(null);
    form.resetFields();
    form.setFieldsValue(valuesOf(row) as Parameters<typeof form.setFieldsValue>[0]);
  };
  const close = () => setEditing(null);
  const failure = (error: unknown) =>
    showFailure(form, error, { onStale: setStale, onError: (text) => void message.error(text) });

  /** Checks the form, then shows what `fetch` answers for its values; a field the form refuses is said there. */
  const runPreview = async (fetch: (row: Row, values: Values) => Promise<Preview>) => {
    if (!editing) return;
    try {
      setPreview(await fetch(editing, await form.validateFields()));
    } catch (error) {
      if (!(error && typeof error === 'object' && 'errorFields' in error)) failure(error);
    }
  };

  /** Saves the checked values (the form's `onFinish`) and closes the form with `saved`'s sentence. */
  const save = async (
    values: Values,
    write: (row: Row, values: Values) => Promise<unknown>,
    saved: (row: Row) => string,
  ) => {
    if (!editing) return;
    try {
      await write(editing, values);
      message.success(saved(editing));
      setEditing(null);
    } catch (error) {
      failure(error);
    }
  };

  const reload = async () => {
    const fresh = (await refetch())?.find((row) => editing !== null && sameRecord(row, editing));
    if (fresh) open(fresh);
  };

  return { form, editing, stale, preview, open, close, runPreview, save, reload };
}
