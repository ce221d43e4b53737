import { Form } from 'antd';
import { deviceBindingEditSchema, deviceBindingSchema } from '@/domain/master';
import SetupScreen from '@/kits/setup/SetupScreen';
import { SourceSelect } from '@/kits/setup/SetupForm';
import { useReference } from '@/query';
import { deviceApi, type DeviceBinding } from '@/services/master';
import { BIND_TARGET_KEYS, DEVICE_KIND_KEYS, positionChoices, positionOptions, userChoices, userOptions } from '../shared/options';

/** The user or the position to bind to, by the binding's type chosen above it. */
function BoundToSelect(props: { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const form = Form.useFormInstance();
  const type = Form.useWatch('boundType', form);
  return <SourceSelect key={type} source={type === 'position' ? positionOptions : userOptions} {...props} />;
}

/** Scanners and printers bound to a user or a station; the print and scan screens use them. */
export default function DeviceBind() {
  const { data: users } = useReference(userChoices);
  const { data: positions } = useReference(positionChoices);
  const boundName = (d: DeviceBinding) => (d.boundType === 'user' ? users : positions)?.find((o) => o.value === d.boundTo)?.label ?? d.boundTo;
  return (
    <SetupScreen<DeviceBinding>
      name="device"
      api={deviceApi}
      schemas={{ create: deviceBindingSchema, edit: deviceBindingEditSchema }}
      label={(d) => d.code}
      noun="master.device.noun"
      searchHint="master.device.searchHint"
      defaults={{ kind: 'scanner', boundType: 'user' }}
      fields={[
        { key: 'code', label: 'master.device.code', sortable: true },
        { key: 'kind', label: 'master.device.kind', kind: 'enum', options: DEVICE_KIND_KEYS, sortable: true, filter: true },
        { key: 'model', label: 'master.device.model' },
        { key: 'boundType', label: 'master.device.boundType', kind: 'enum', options: BIND_TARGET_KEYS, sortable: true },
        { key: 'boundTo', label: 'master.device.boundTo', value: boundName, input: <BoundToSelect />, extra: 'master.device.boundHint' },
      ]}
    />
  );
}
