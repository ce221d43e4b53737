import { useSearchParams } from '@umijs/max';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveablePinEditSchema, moveablePinSchema } from '@/domain/master';
import type { SetupField } from '@/kits/setup/fields';
import SetupScreen from '@/kits/setup/SetupScreen';
import { moveablePinApi, type MoveablePin } from '@/services/master';
import { withImportWords } from '@/kits/setup/importWords';

const FIELDS: SetupField<MoveablePin>[] = [
  {
    key: 'location',
    label: 'master.pin.location',
    sortable: true,
    filter: true,
  },
  { key: 'sku', label: 'master.pin.sku', sortable: true, filter: true },
  {
    key: 'min',
    label: 'master.pin.min',
    kind: 'number',
    sortable: true,
    extra: 'master.pin.minHint',
  },
  {
    key: 'max',
    label: 'master.pin.max',
    kind: 'number',
    sortable: true,
    extra: 'master.pin.maxHint',
  },
];

/**
 * Pick-face pins: the location each SKU is picked from, replenished when its stock falls below
 * `min`, up to `max` (min ≤ max, the schema's rule). The SKU and the location must exist (the
 * server says which does not); a location is the pick face of one SKU at most.
 */
export default function MoveablePins() {
  const { t } = useTranslation();
  // `?belowMin=true` (the home dashboard's alert): the pick faces to replenish
  const [params] = useSearchParams();
  const belowMin = params.get('belowMin') === 'true';
  return (
    <SetupScreen<MoveablePin>
      key={String(belowMin)}
      initialFilters={belowMin ? { belowMin: 'true' } : undefined}
      moreFilters={[
        <Form.Item key="belowMin" name="belowMin" label={t('master.pin.belowMin')}>
          <Select allowClear options={[{ value: 'true', label: t('master.pin.belowMinOnly') }]} />
        </Form.Item>,
      ]}
      name="pin"
      api={withImportWords(moveablePinApi, FIELDS, t)}
      schemas={{ create: moveablePinSchema, edit: moveablePinEditSchema }}
      label={(p) => `${p.sku} @ ${p.location}`}
      noun="master.pin.noun"
      searchHint="master.pin.searchHint"
      // the server filters by SKU and by location, each its own box: no search across both
      search={false}
      defaults={{ min: 0 }}
      fields={FIELDS}
    />
  );
}
