import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { importErrorKey, type ImportGroup } from '../../../src-domain/catalogue/import-rows.ts';
import { Button } from '../../components/Button.tsx';
import { TabButton, TabPanel, TabPanels, TabRow, Tabs } from '../../components/Tabs.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { link } from '../../routes.ts';
import {
  closeResult,
  importGroup,
  questionImportState,
  uploadSpreadsheet,
} from '../../state/question-import.ts';
import { ImportOutcomeLabel } from './ImportOutcomeLabel.tsx';
import { PreviewTable } from './PreviewTable.tsx';
import { FileField } from '../../components/FileField.tsx';

/** The error badge counts rows with errors, shown up to 999 (administration §9). */
const badge = (count: number) => (count > 999 ? '999' : String(count));
const rowsWithErrors = (group: ImportGroup) => group.questions.filter((q) => q.errors.length > 0).length;

/** /admin/questions/upload: pick a spreadsheet, check each group in its tab, fix what is wrong, import per tab. */
export function QuestionUploadScene() {
  const { t } = useLingui();
  const view = useSnapshot(questionImportState);
  const [tab, setTab] = useState(0);
  const groups = view.groups as ImportGroup[];
  const busy = view.phase === 'uploading' || view.phase === 'importing';

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="import.title">Import questions</Trans>
        </h1>
        <TextLink href={link.adminQuestions()}>
          <Trans id="import.backToQuestions">Back to the questions</Trans>
        </TextLink>
      </div>
      <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <FileField
          label={t({ id: 'import.pickFile', message: 'Spreadsheet (.xlsx, at most 10 MB)' })}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          sendsAtOnce
          chosenName={view.fileName}
          onFile={(file) => {
            setTab(0);
            if (file) void uploadSpreadsheet(file);
          }}
        />
        <p className="text-sm text-slate-700">
          <Trans id="import.help">
            Each row goes to the module type its module column names, whatever the sheet is called. Columns:
            referenceNumber, partNumber, comfortZone, module, cluster, grade, the five mandatory flags,
            information and content, in any order; content::en_US and the like for other languages.
          </Trans>
        </p>
      </div>
      <ErrorBanner messageKey={view.phase === 'failed' ? view.error : null} />

      {groups.length > 0 && view.phase !== 'failed' && (
        <Tabs selectedIndex={Math.min(tab, groups.length - 1)} onChange={setTab}>
          <TabRow>
            {groups.map((group, index) => {
              const bad = rowsWithErrors(group) + group.errors.length;
              return (
                <TabButton key={index}>
                  {group.name} ({group.questions.length})
                  {bad > 0 && (
                    <span
                      className="rounded-full bg-red-700 px-2 text-xs text-white"
                      aria-label={t({ id: 'import.errorBadge', message: `${bad} with errors` })}
                    >
                      {badge(bad)}
                    </span>
                  )}
                </TabButton>
              );
            })}
          </TabRow>
          <TabPanels className="pt-4">
            {groups.map((group, index) => {
              const bad = rowsWithErrors(group) + group.errors.length;
              return (
                <TabPanel key={index} className="space-y-3">
                  {group.errors.map((error, n) => (
                    <ErrorBanner key={n} messageKey={importErrorKey(error)} />
                  ))}
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm text-slate-700">
                      {bad > 0 ? (
                        <Trans id="import.fixFirst">
                          Fix the marked cells, here or in the file, before importing.
                        </Trans>
                      ) : (
                        <Trans id="import.ready">All rows can be imported.</Trans>
                      )}
                    </p>
                    <Button
                      onClick={() => void importGroup(index)}
                      disabled={bad > 0 || busy}
                      loading={view.phase === 'importing'}
                    >
                      <Trans id="import.importGroup">Import {group.name}</Trans>
                    </Button>
                  </div>
                  <PreviewTable group={group} groupIndex={index} />
                </TabPanel>
              );
            })}
          </TabPanels>
        </Tabs>
      )}

      {busy && (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40" role="status">
          <div className="w-72 space-y-2 rounded-lg bg-white p-4 shadow-lg">
            <p className="font-medium text-slate-900">
              {view.phase === 'uploading' ? (
                <Trans id="import.uploading">Reading the spreadsheet…</Trans>
              ) : (
                <Trans id="import.importing">Importing…</Trans>
              )}
            </p>
            {view.phase === 'uploading' && (
              <progress className="w-full" max={1} value={view.progress} aria-label={view.fileName} />
            )}
          </div>
        </div>
      )}

      <Modal
        open={view.phase === 'result'}
        onClose={closeResult}
        title={
          view.resultError
            ? t({ id: 'import.resultFailed', message: 'The import failed' })
            : t({ id: 'import.resultTitle', message: 'Import done' })
        }
      >
        <div className="space-y-3">
          <ErrorBanner messageKey={view.resultError} />
          {view.result.length > 0 && (
            <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto text-sm">
              {view.result.map((item) => (
                <li key={item.referenceNumber} className="flex justify-between py-1">
                  <span>{item.referenceNumber}</span>
                  <ImportOutcomeLabel outcome={item.import} />
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-end">
            <Button onClick={closeResult}>
              <Trans id="shell.closeMenu">Close</Trans>
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
