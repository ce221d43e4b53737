import { useTranslation } from 'react-i18next';
import { palletizeEditSchema, palletizeSchema } from '@/domain/master';
import type { SetupField } from '@/kits/setup/fields';
import SetupScreen from '@/kits/setup/SetupScreen';
import { palletizeApi, type PalletizeRule } from '@/services/master';
import { withImportWords } from '@/kits/setup/importWords';
import { TARGET_KEYS, unitsPerPallet } from './rules';

const FIELDS: SetupField<PalletizeRule>[] = [
  {
    key: 'code',
    label: 'master.palletize.code',
    sortable: true,
    filter: true,
    extra: 'master.palletize.codeHint',
  },
  {
    key: 'target',
    label: 'master.palletize.target',
    kind: 'enum',
    options: TARGET_KEYS,
    sortable: true,
    filter: true,
  },
  {
    key: 'unitsPerCarton',
    label: 'master.palletize.unitsPerCarton',
    kind: 'number',
    sortable: true,
  },
  {
    key: 'cartonsPerLayer',
    label: 'master.palletize.cartonsPerLayer',
    kind: 'number',
  },
  { key: 'layers', label: 'master.palletize.layers', kind: 'number', extra: 'master.palletize.tallyHint' },
  {
    key: 'perPallet',
    label: 'master.palletize.perPallet',
    text: (r) => String(unitsPerPallet(r)),
  },
];

/** How goods are palletized, per SKU or per category: units per carton, cartons per layer, layers, and the units a full pallet holds. */
export default function Palletize() {
  const { t } = useTranslation();
  return (
    <SetupScreen<PalletizeRule>
      name="palletize"
      api={withImportWords(palletizeApi, FIELDS, t)}
      schemas={{ create: palletizeSchema, edit: palletizeEditSchema }}
      label={(r) =>
        t('master.palletize.label', {
          target: t(TARGET_KEYS[r.target]),
          code: r.code,
        })
      }
      noun="master.palletize.noun"
      searchHint="master.palletize.codeHint"
      // the server filters by target and by code: no search box of its own
      search={false}
      defaults={{ target: 'sku' }}
      fields={FIELDS}
    />
  );
}
