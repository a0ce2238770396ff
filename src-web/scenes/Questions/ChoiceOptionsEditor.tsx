import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHOICE_LIMITS, CHOICE_STEPS, type OptionWords } from '../../../src-domain/catalogue/index.ts';
import { Button } from '../../components/Button.tsx';
import { FieldError } from '../../components/FieldError.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';

/** A new choice starts with its best and its worst answer, to be named. */
export const FIRST_OPTIONS: OptionWords[] = [
  { label: '', score: 0 },
  { label: '', score: 3 },
];

/**
 * A choice question's options in the dialog's language: each its words and the step of the scale it stands
 * for (0 the best answer, 3 the worst: the points follow as for always … never). The server checks the rules.
 */
export function ChoiceOptionsEditor({
  options,
  untranslated,
  error,
  onChange,
}: {
  options: OptionWords[];
  /** The default language's words of options not yet written in this language, by row. */
  untranslated: Array<string | null>;
  /** The server's refusal of the options (a 400's `errors.options`), said at the options, not only on top. */
  error: string | null;
  onChange: (options: OptionWords[]) => void;
}) {
  const { t } = useLingui();
  const errorId = useId();
  const stepName = (step: number) =>
    step === 0
      ? t({ id: 'questions.choice.stepBest', message: '0 – best answer (3 points)' })
      : step === 3
        ? t({ id: 'questions.choice.stepWorst', message: '3 – worst answer (0 points)' })
        : t({ id: 'questions.choice.step', message: `${step} – ${3 - step} points` });
  const edit = (index: number, change: Partial<OptionWords>) =>
    onChange(options.map((o, i) => (i === index ? { ...o, ...change } : o)));
  const unusedStep = CHOICE_STEPS.find((step) => !options.some((o) => o.score === step)) ?? 0;
  return (
    <fieldset
      className={`space-y-3 rounded-md border p-3 ${error ? 'border-red-600' : 'border-slate-200'}`}
      aria-describedby={error ? errorId : undefined}
      data-testid="choice-options"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">
        <Trans id="questions.choice.options">Options</Trans>
      </legend>
      {options.map((option, index) => (
        // The words get the whole row, the step and Remove the next: in the dialog's width a step's name
        // beside the words would leave both cut short.
        <div key={index} className="grid items-end gap-2 small-tablet:grid-cols-[1fr_auto]">
          <div className="small-tablet:col-span-2">
            <TextField
              label={t({ id: 'questions.choice.label', message: `Option ${index + 1}` })}
              value={option.label}
              onChange={(e) => edit(index, { label: e.target.value })}
            />
            {untranslated[index] && (
              <p className="mt-1 text-sm text-amber-800">
                <Trans id="questions.untranslatedHint">
                  Not translated yet. Default language: {untranslated[index]}
                </Trans>
              </p>
            )}
          </div>
          <SelectField
            label={t({ id: 'questions.choice.stepLabel', message: 'Step' })}
            value={String(option.score)}
            onChange={(e) => edit(index, { score: Number(e.target.value) })}
          >
            {CHOICE_STEPS.map((step) => (
              <option key={step} value={String(step)}>
                {stepName(step)}
              </option>
            ))}
          </SelectField>
          <Button
            type="button"
            variant="plain"
            disabled={options.length <= CHOICE_LIMITS.min}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            <Trans id="questions.choice.remove">Remove</Trans>
          </Button>
        </div>
      ))}
      <FieldError id={errorId} messageKey={error} />
      {options.length < CHOICE_LIMITS.max && (
        <Button
          type="button"
          variant="plain"
          onClick={() => onChange([...options, { label: '', score: unusedStep }])}
        >
          <Trans id="questions.choice.add">Add an option</Trans>
        </Button>
      )}
    </fieldset>
  );
}
