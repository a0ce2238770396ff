import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import {
  COMFORT_ZONES,
  EXTERNAL_SCORE_MAXIMA,
  GENERAL_COMMENTS_MAX_CHARS,
  type ExternalScoreProvider,
} from '../../../src-domain/inspection/index.ts';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import type { Inspection } from '../../api/inspections.ts';
import { Button } from '../../components/Button.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { FieldError } from '../../components/FieldError.tsx';
import { useRefusal } from '../../components/use-refusal.ts';
import { QUESTION_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';
import { SITE_NAMES } from '../../i18n/site-names.ts';
import { act } from '../../state/inspection.ts';
import { CommentField } from '../Module/CommentField.tsx';

/**
 * The inspection-wide notes: general comments, comfort-zone comments and guest ratings elsewhere. Control
 * shows them in place; the start page and the module screen open them in a dialog (inspection-run §2).
 */
interface NotesProps {
  inspection: Inspection;
  disabled: boolean;
}

/** Comfort zones belong to every report type but auditQA; ratings elsewhere to agentQ only (§2). */
export const hasComfortZones = (inspection: Inspection) => inspection.inspectionType.reportType !== 'auditQA';
export const hasExternalScores = (inspection: Inspection) =>
  inspection.inspectionType.reportType === 'agentQ';

/** The inspection-wide comments save 2 s after the last keystroke (administration §5), or on leaving them. */
export const OVERVIEW_COMMENT_DEBOUNCE_MS = 2000;

export function GeneralComments({ inspection, disabled }: NotesProps) {
  const { t } = useLingui();
  return (
    <CommentField
      label={t({ id: 'control.generalComments', message: 'General comments' })}
      value={inspection.generalComments}
      disabled={disabled}
      quietMs={OVERVIEW_COMMENT_DEBOUNCE_MS}
      maxLength={GENERAL_COMMENTS_MAX_CHARS}
      onSave={(text) =>
        act(
          (id) => inspectionChanges.generalComments(id, text),
          (inspection) => void (inspection.generalComments = text),
        )
      }
    />
  );
}

export function ComfortZoneComments({ inspection, disabled }: NotesProps) {
  const { i18n } = useLinguiCore();
  return (
    <div className="space-y-3">
      {COMFORT_ZONES.map((zone) => (
        <div key={zone}>
          <p className="text-sm font-medium text-slate-800">{i18n._(QUESTION_CLASSIFICATION_NAMES[zone])}</p>
          <CommentField
            label={i18n._(QUESTION_CLASSIFICATION_NAMES[zone])}
            value={inspection.comfortZones[zone] ?? ''}
            disabled={disabled}
            quietMs={OVERVIEW_COMMENT_DEBOUNCE_MS}
            onSave={(text) =>
              act(
                (id) => inspectionChanges.comfortZones(id, { [zone]: text }),
                (inspection) => void (inspection.comfortZones[zone] = text),
              )
            }
          />
        </div>
      ))}
    </div>
  );
}

const PROVIDERS = Object.keys(EXTERNAL_SCORE_MAXIMA) as ExternalScoreProvider[];

/**
 * Ratings elsewhere, saved together; the server checks each range and answers a key per provider, shown at
 * that provider's field. A refused save keeps everything typed (the valid values too) for the fix.
 */
export function ExternalScoresForm({ inspection, disabled, onSaved }: NotesProps & { onSaved?: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const { refusal, watch } = useRefusal();
  const [scores, setScores] = useState<Partial<Record<ExternalScoreProvider, string>>>({});
  useEffect(
    () =>
      setScores(
        Object.fromEntries(PROVIDERS.map((p) => [p, inspection.externalScores[p]?.toString() ?? ''])),
      ),
    [inspection.id], // once per inspection: typed values are not overwritten by pushes
  );
  const fieldError = (provider: ExternalScoreProvider) => refusal?.errors[provider] ?? null;
  // A refusal that names no field here (the inspection is finished, no connection) is the form's own.
  const formError = refusal && !PROVIDERS.some((provider) => fieldError(provider)) ? refusal.key : null;
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const outcome = await watch(act((id) => inspectionChanges.externalScores(id, scores)));
        if (outcome.status !== 'refused') onSaved?.();
      }}
    >
      <ErrorBanner messageKey={formError} />
      <div className="grid gap-3 small-tablet:grid-cols-3">
        {PROVIDERS.map((provider) => {
          const error = fieldError(provider);
          const errorId = `${formId}-${provider}-error`;
          return (
            <div key={provider}>
              <label className="block text-sm font-medium text-slate-700">
                {provider === 'custom'
                  ? t({ id: 'control.ownRating', message: 'Own rating' })
                  : `${SITE_NAMES[provider]} (0–${EXTERNAL_SCORE_MAXIMA[provider]})`}
                {/* Text, not a number field: a decimal comma (8,5) is sent as typed and read by the API. */}
                <input
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={scores[provider] ?? ''}
                  placeholder={t({ id: 'control.unanswered', message: 'unanswered' })}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(e) => setScores({ ...scores, [provider]: e.target.value })}
                  className={`mt-1 block w-full rounded-md border px-3 py-2 ${error ? 'border-red-600 bg-red-50' : 'border-slate-300'}`}
                />
              </label>
              <FieldError id={errorId} messageKey={error} />
            </div>
          );
        })}
      </div>
      <Button type="submit" variant="plain" disabled={disabled}>
        <Trans id="common.save">Save</Trans>
      </Button>
    </form>
  );
}
