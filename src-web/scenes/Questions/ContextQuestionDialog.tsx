import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { LOCALE_NAMES, type Locale } from '../../../src-domain/shared/locales.ts';
import type { ContextQuestion } from '../../api/catalogue.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { questionsState, saveContextQuestion } from '../../state/questions.ts';
import { parseOrdinal } from './ordinal.ts';

interface Props {
  open: boolean;
  moduleTypeId: string;
  language: Locale;
  contextQuestion: ContextQuestion | null;
  clusterId: string | null;
  onClose: () => void;
}

/** A context question (asked once per module, e.g. the room number), optionally shown in the report header. */
export function ContextQuestionDialog({
  open,
  moduleTypeId,
  language,
  contextQuestion,
  clusterId,
  onClose,
}: Props) {
  const { t } = useLingui();
  const view = useSnapshot(questionsState);
  const clusters = view.tree?.clusters ?? [];
  const [form, setForm] = useState({
    content: '',
    questionClusterId: '',
    ordinal: '',
    showInReportHeader: false,
    orderInReportHeader: '',
  });
  useEffect(() => {
    if (!open) return;
    const cluster =
      clusters.find((c) => c.id === (contextQuestion?.questionClusterId ?? clusterId)) ?? clusters[0];
    setForm({
      content: contextQuestion?.contentTranslated ? contextQuestion.content : '',
      questionClusterId: cluster?.id ?? '',
      ordinal: String(contextQuestion?.ordinal ?? (cluster?.contextQuestions.length ?? 0) + 1),
      showInReportHeader: contextQuestion?.showInReportHeader ?? false,
      orderInReportHeader:
        contextQuestion?.orderInReportHeader === null || contextQuestion === null
          ? ''
          : String(contextQuestion.orderInReportHeader),
    });
  }, [open, contextQuestion, clusterId]); // the tree is read when opening

  const submit = async () => {
    const input = {
      content: form.content,
      questionClusterId: form.questionClusterId,
      ordinal: parseOrdinal(form.ordinal),
      showInReportHeader: form.showInReportHeader,
      orderInReportHeader: form.orderInReportHeader === '' ? null : parseOrdinal(form.orderInReportHeader),
    };
    if (await saveContextQuestion(moduleTypeId, language, contextQuestion?.id ?? null, input)) onClose();
  };
  const languageName = LOCALE_NAMES[language];
  return (
    <FormDialog
      open={open}
      title={
        contextQuestion
          ? t({ id: 'contextQuestions.editTitle', message: 'Edit context question' })
          : t({ id: 'contextQuestions.createTitle', message: 'Create context question' })
      }
      error={view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t({ id: 'questions.content', message: `Question (${languageName})` })}
        value={form.content}
        onChange={(e) => setForm({ ...form, content: e.target.value })}
        required
      />
      {contextQuestion && !contextQuestion.contentTranslated && (
        <p className="-mt-2 text-sm text-amber-800">
          <Trans id="questions.untranslatedHint">
            Not translated yet. Default language: {contextQuestion.content}
          </Trans>
        </p>
      )}
      <SelectField
        label={t({ id: 'questions.cluster', message: 'Cluster' })}
        value={form.questionClusterId}
        onChange={(e) => setForm({ ...form, questionClusterId: e.target.value })}
      >
        {clusters.map((cluster) => (
          <option key={cluster.id} value={cluster.id}>
            {cluster.name}
          </option>
        ))}
      </SelectField>
      <TextField
        type="number"
        step={1}
        label={t({ id: 'modules.ordinal', message: 'Order' })}
        value={form.ordinal}
        onChange={(e) => setForm({ ...form, ordinal: e.target.value })}
      />
      <Checkbox
        label={t({ id: 'contextQuestions.showInReportHeader', message: 'Show in the report header' })}
        checked={form.showInReportHeader}
        onChange={(e) => setForm({ ...form, showInReportHeader: e.target.checked })}
      />
      {form.showInReportHeader && (
        <TextField
          type="number"
          min={0}
          step={1}
          label={t({ id: 'contextQuestions.orderInReportHeader', message: 'Place in the report header' })}
          value={form.orderInReportHeader}
          onChange={(e) => setForm({ ...form, orderInReportHeader: e.target.value })}
        />
      )}
    </FormDialog>
  );
}
