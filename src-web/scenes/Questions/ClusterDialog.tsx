import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { useSnapshot } from 'valtio';
import { COMMENT_POSITIONS, type CommentPosition } from '../../../src-domain/catalogue/index.ts';
import { LOCALE_NAMES, type Locale } from '../../../src-domain/shared/locales.ts';
import type { Cluster } from '../../api/catalogue.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { COMMENT_POSITION_NAMES } from '../../i18n/catalogue-names.ts';
import { questionsState, saveCluster } from '../../state/questions.ts';
import { parseOrdinal } from './ordinal.ts';

interface Props {
  open: boolean;
  moduleTypeId: string;
  language: Locale;
  cluster: Cluster | null;
  onClose: () => void;
}

/** A cluster; an existing one's name is edited in the chosen language (a new one is named in the default). */
export function ClusterDialog({ open, moduleTypeId, language, cluster, onClose }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const view = useSnapshot(questionsState);
  const [form, setForm] = useState({ name: '', ordinal: '', commentPosition: 'bottom' as CommentPosition });
  useEffect(() => {
    if (!open) return;
    const next = (view.tree?.clusters.length ?? 0) + 1;
    setForm({
      name: cluster?.nameTranslated === false ? '' : (cluster?.name ?? ''),
      ordinal: String(cluster?.ordinal ?? next),
      commentPosition: cluster?.commentPosition ?? 'bottom',
    });
  }, [open, cluster]); // the next ordinal is read when opening

  const languageName = LOCALE_NAMES[language];
  const submit = async () => {
    const input = {
      name: form.name,
      ordinal: parseOrdinal(form.ordinal),
      commentPosition: form.commentPosition,
    };
    if (await saveCluster(moduleTypeId, language, cluster?.id ?? null, input)) onClose();
  };
  return (
    <FormDialog
      open={open}
      title={
        cluster
          ? t({ id: 'clusters.editTitle', message: 'Edit cluster' })
          : t({ id: 'clusters.createTitle', message: 'Create cluster' })
      }
      error={view.save.error}
      saving={view.save.loading}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={
          cluster
            ? t({ id: 'clusters.nameIn', message: `Name (${languageName})` })
            : t({ id: 'clusters.name', message: 'Name' })
        }
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
        required
      />
      <TextField
        type="number"
        step={1}
        label={t({ id: 'modules.ordinal', message: 'Order' })}
        value={form.ordinal}
        onChange={(e) => setForm({ ...form, ordinal: e.target.value })}
      />
      <SelectField
        label={t({ id: 'clusters.commentPosition', message: 'Cluster comment' })}
        value={form.commentPosition}
        onChange={(e) => setForm({ ...form, commentPosition: e.target.value as CommentPosition })}
      >
        {COMMENT_POSITIONS.map((position) => (
          <option key={position} value={position}>
            {i18n._(COMMENT_POSITION_NAMES[position])}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
