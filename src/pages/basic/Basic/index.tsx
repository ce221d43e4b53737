import { basicEntryEditSchema, basicEntrySchema, type BasicType } from '@/domain/master';
import SetupScreen from '@/kits/setup/SetupScreen';
import { basicApi, type BasicEntry } from '@/services/master';

const TYPE_KEYS = {
  reason: 'master.basic.type.reason',
  carrier: 'master.basic.type.carrier',
  unit: 'master.basic.type.unit',
  category: 'master.basic.type.category',
  packaging: 'master.basic.type.packaging',
  destroyReason: 'master.basic.type.destroyReason',
  tallyReason: 'master.basic.type.tallyReason',
} as const satisfies Record<BasicType, string>;

/** The dictionary (the same in every warehouse): reasons, carriers, units, categories, packaging, destroy reasons, in both languages; every select reads it. */
export default function Basic() {
  return (
    <SetupScreen<BasicEntry>
      name="basic"
      api={basicApi}
      schemas={{ create: basicEntrySchema, edit: basicEntryEditSchema }}
      label={(e) => `${e.type}/${e.code}`}
      noun="master.basic.noun"
      searchHint="master.basic.searchHint"
      defaults={{ type: 'reason', sort: 0 }}
      fields={[
        { key: 'code', label: 'master.field.code', sortable: true },
        { key: 'type', label: 'master.basic.type', kind: 'enum', options: TYPE_KEYS, sortable: true, filter: true },
        { key: 'nameZh', label: 'master.field.nameZh', sortable: true },
        { key: 'nameEn', label: 'master.field.nameEn', sortable: true },
        { key: 'sort', label: 'master.basic.sort', kind: 'number', sortable: true, extra: 'master.basic.sortHint' },
      ]}
    />
  );
}
