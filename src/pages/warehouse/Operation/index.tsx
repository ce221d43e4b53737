import { operationEditSchema, operationSchema } from '@/domain/master';
import SetupScreen from '@/kits/setup/SetupScreen';
import { operationApi, type Operation } from '@/services/master';
import { useNameOf } from '@/utils/localName';
import { roleOptions, SCAN_STEP_KEYS } from '../shared/options';

/** Work types (receive, putaway, pick…): which steps must be scanned, and which roles may skip a required scan. */
export default function Operations() {
  const nameOf = useNameOf();
  return (
    <SetupScreen<Operation>
      name="operation"
      api={operationApi}
      schemas={{ create: operationSchema, edit: operationEditSchema }}
      label={(o) => o.code}
      noun="master.operation.noun"
      searchHint="master.operation.searchHint"
      defaults={{ scanRequired: ['location', 'sku'], overrideRoleIds: [] }}
      fields={[
        { key: 'code', label: 'master.field.code', sortable: true },
        { key: 'nameZh', label: 'master.field.nameZh', hideInTable: true },
        { key: 'nameEn', label: 'master.field.nameEn', hideInTable: true },
        { key: 'name', label: 'master.field.name', value: nameOf },
        { key: 'scanRequired', label: 'master.operation.scanRequired', kind: 'multi', options: SCAN_STEP_KEYS, wide: true, extra: 'master.operation.scanHint' },
        { key: 'overrideRoleIds', label: 'master.operation.overrideRoles', kind: 'multi', options: roleOptions, wide: true, extra: 'master.operation.overrideHint' },
      ]}
    />
  );
}
