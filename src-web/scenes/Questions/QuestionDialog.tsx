import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useSnapshot } from 'valtio';
import {
  QUESTION_CLASSIFICATIONS,
  QUESTION_FLAGS,
  flagsThatApply,
  type OptionWords,
  type QuestionClassification,
  type QuestionFlag,
} from '../../../src-domain/catalogue/index.ts';
import { LOCALE_NAMES, type Locale } from '../../../src-domain/shared/locales.ts';
import {
  DEFAULT_QUESTION_TYPE,
  QUESTION_TYPES,
  type QuestionType,
} from '../../../src-domain/shared/scales.ts';
import type { Question, QuestionInput } from '../../api/catalogue.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useDialogError } from '../../components/use-dialog-error.ts';
import { QUESTION_CLASSIFICATION_NAMES, QUESTION_TYPE_NAMES } from '../../i18n/catalogue-names.ts';
import { questionsState, saveQuestion } from '../../state/questions.ts';
import { ChoiceOptionsEditor, FIRST_OPTIONS } from './ChoiceOptionsEditor.tsx';
import { parseOrdinal } from './ordinal.ts';

interface Props {
  open: boolean;
  moduleTypeId: string;
  language: Locale;
  question: Question | null;
  /** The cluster a new question goes into. */
  clusterId: string | null;
  onClose: () => void;
}

const FLAGS = QUESTION_FLAGS;
type Flag = QuestionFlag;

const empty = (clusterId: string) => ({
  content: '',
  information: '',
  referenceNumber: '',
  partNumber: '',
  classification: QUESTION_CLASSIFICATIONS[0] as QuestionClassification,
  type: DEFAULT_QUESTION_TYPE as QuestionType,
  questionClusterId: clusterId,
  parentId: '',
  ordinal: '',
  requiredCommentMinScore: '',
  options: [] as OptionWords[],
  ...(Object.fromEntries(FLAGS.map((flag) => [flag, false])) as Record<Flag, boolean>),
});

/**
 * A question in one language: content and information are the chosen language's. A text not yet translated
 * starts empty, with the default language's text shown as a hint, so saving never copies it by accident.
 */
export function QuestionDialog({ open, moduleTypeId, language, question, clusterId, onClose }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const view = useSnapshot(questionsState);
  const clusters = view.tree?.clusters ?? [];
  const [form, setForm] = useState(empty(''));
  // The options' refusal belongs to this opening, like the banner's (FormDialog).
  const optionsError = useDialogError(open, view.save.errors.options ?? null);
  useEffect(() => {
    if (!open) return;
    if (!question) {
      const cluster = clusters.find((c) => c.id === clusterId) ?? clusters[0];
      setForm({ ...empty(cluster?.id ?? ''), ordinal: String((cluster?.questions.length ?? 0) + 1) });
      return;
    }
    setForm({
      content: question.contentTranslated ? question.content : '',
      information: question.informationTranslated ? question.information : '',
      referenceNumber: question.referenceNumber,
      partNumber: question.partNumber ?? '',
      classification: question.classification,
      type: question.type,
      questionClusterId: question.questionClusterId,
      parentId: question.parentId ?? '',
      ordinal: String(question.ordinal),
      requiredCommentMinScore:
        question.requiredCommentMinScore === null ? '' : String(question.requiredCommentMinScore),
      // Like the texts: an option not yet in this language starts empty, its default words as a hint.
      options: question.options.map((o) => ({ score: o.score, label: o.labelTranslated ? o.label : '' })),
      ...(Object.fromEntries(FLAGS.map((flag) => [flag, question[flag]])) as Record<Flag, boolean>),
    });
  }, [open, question, clusterId]); // the tree is read when opening
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  // A sub-question hangs under a top-level question of the same cluster.
  const parents =
    clusters
      .find((c) => c.id === form.questionClusterId)
      ?.questions.filter((q) => q.parentId === null && q.id !== question?.id) ?? [];

  const submit = async () => {
    optionsError.tried();
    const input: QuestionInput = {
      ...form,
      partNumber: form.partNumber.trim() || null,
      parentId: form.parentId || null,
      ordinal: parseOrdinal(form.ordinal),
      requiredCommentMinScore:
        form.requiredCommentMinScore === '' ? null : Number(form.requiredCommentMinScore),
      options: form.type === 'choice' ? form.options : [],
      // A flag the type's answers are not checked for is saved off (a type changed after ticking it).
      ...(Object.fromEntries(FLAGS.map((flag) => [flag, applying.includes(flag) && form[flag]])) as Record<
        Flag,
        boolean
      >),
    };
    if (await saveQuestion(moduleTypeId, language, question?.id ?? null, input)) onClose();
  };
  const applying = flagsThatApply(form.type);
  const flagNames: Record<Flag, string> = {
    isMandatory: t({ id: 'questions.isMandatory', message: 'Mandatory' }),
    notifyHotelResponsible: t({
      id: 'questions.notifyHotelResponsible',
      message: 'Notify the entity responsible',
    }),
    isCommentMandatoryPos: t({
      id: 'questions.isCommentMandatoryPos',
      message: 'Comment required on a positive answer',
    }),
    isCommentMandatoryNeg: t({
      id: 'questions.isCommentMandatoryNeg',
      message: 'Comment required on a negative answer',
    }),
    // A label or information question (type none) has no positive or negative answer: just a picture.
    isPictureMandatoryPos:
      form.type === 'none'
        ? t({ id: 'questions.isPictureMandatory', message: 'Picture required' })
        : t({ id: 'questions.isPictureMandatoryPos', message: 'Picture required on a positive answer' }),
    isPictureMandatoryNeg: t({
      id: 'questions.isPictureMandatoryNeg',
      message: 'Picture required on a negative answer',
    }),
  };
  const languageName = LOCALE_NAMES[language];

  return (
    <FormDialog
      open={open}
      title={
        question
          ? t({ id: 'questions.editTitle', message: 'Edit question' })
          : t({ id: 'questions.createTitle', message: 'Create question' })
      }
      error={view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t({ id: 'questions.content', message: `Question (${languageName})` })}
        value={form.content}
        onChange={(e) => set('content', e.target.value)}
        required
      />
      {question && !question.contentTranslated && (
        <p className="-mt-2 text-sm text-amber-800">
          <Trans id="questions.untranslatedHint">
            Not translated yet. Default language: {question.content}
          </Trans>
        </p>
      )}
      <label className="block text-sm font-medium text-slate-700">
        {t({ id: 'questions.information', message: `Information for the agent (${languageName})` })}
        <textarea
          value={form.information}
          onChange={(e) => set('information', e.target.value)}
          rows={3}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </label>
      <div className="grid gap-3 small-tablet:grid-cols-2">
        <TextField
          label={t({ id: 'questions.referenceNumber', message: 'Reference number' })}
          value={form.referenceNumber}
          onChange={(e) => set('referenceNumber', e.target.value)}
          required
        />
        <TextField
          label={t({ id: 'questions.partNumber', message: 'Part number' })}
          value={form.partNumber}
          onChange={(e) => set('partNumber', e.target.value)}
        />
        <SelectField
          label={t({ id: 'questions.type', message: 'Answer type' })}
          value={form.type}
          onChange={(e) => {
            const type = e.target.value as QuestionType;
            setForm((current) => ({
              ...current,
              type,
              options: type === 'choice' && current.options.length === 0 ? FIRST_OPTIONS : current.options,
            }));
          }}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(QUESTION_TYPE_NAMES[type])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t({ id: 'questions.classificationLabel', message: 'Classification' })}
          value={form.classification}
          onChange={(e) => set('classification', e.target.value as QuestionClassification)}
        >
          {QUESTION_CLASSIFICATIONS.map((value) => (
            <option key={value} value={value}>
              {i18n._(QUESTION_CLASSIFICATION_NAMES[value])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t({ id: 'questions.cluster', message: 'Cluster' })}
          value={form.questionClusterId}
          onChange={(e) =>
            setForm((current) => ({ ...current, questionClusterId: e.target.value, parentId: '' }))
          }
        >
          {clusters.map((cluster) => (
            <option key={cluster.id} value={cluster.id}>
              {cluster.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t({ id: 'questions.parent', message: 'Sub-question of' })}
          value={form.parentId}
          onChange={(e) => set('parentId', e.target.value)}
        >
          <option value="">{t({ id: 'inspectionTypes.none', message: 'None' })}</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.referenceNumber} {parent.content.slice(0, 40)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="number"
          step={1}
          label={t({ id: 'modules.ordinal', message: 'Order' })}
          value={form.ordinal}
          onChange={(e) => set('ordinal', e.target.value)}
        />
        <SelectField
          label={t({ id: 'questions.requiredCommentMinScore', message: 'Comment required from score' })}
          value={form.requiredCommentMinScore}
          onChange={(e) => set('requiredCommentMinScore', e.target.value)}
        >
          <option value="">{t({ id: 'inspectionTypes.none', message: 'None' })}</option>
          {[0, 1, 2, 3].map((score) => (
            <option key={score} value={String(score)}>
              {score}
            </option>
          ))}
        </SelectField>
      </div>
      {form.type === 'choice' && (
        <ChoiceOptionsEditor
          options={form.options}
          untranslated={form.options.map((_, index) => {
            const saved = question?.options[index];
            return saved && !saved.labelTranslated ? saved.label : null;
          })}
          error={optionsError.error}
          onChange={(options) => set('options', options)}
        />
      )}
      <div className="grid gap-2 small-tablet:grid-cols-2" data-testid="question-flags">
        {applying.map((flag) => (
          <Checkbox
            key={flag}
            label={flagNames[flag]}
            checked={form[flag]}
            onChange={(e) => set(flag, e.target.checked)}
          />
        ))}
      </div>
    </FormDialog>
  );
}
