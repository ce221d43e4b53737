import { ProTable } from '@ant-design/pro-components';
import { Breadcrumb, Button, Dropdown, Tag } from 'antd';

const OPTIONS = [{ label: '', value: 'a' }];

/**
 * One empty instance of the parts list pages are built of (breadcrumb, ProTable with its search
 * form, fields, selection, tabs, toolbar, pagination), never shown: ListKitWarmup mounts it.
 */
export default function ListKit() {
  return (
    <>
      <Breadcrumb items={[{ title: '' }, { title: '' }]} />
      <ProTable<{ id: number }>
        rowKey="id"
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        columns={[
          { title: '', dataIndex: 'a', copyable: true },
          { title: '', dataIndex: 'b', valueType: 'select', fieldProps: { options: OPTIONS } },
          { title: '', dataIndex: 'c', valueType: 'dateRange', sorter: true, render: () => <Tag color="blue" /> },
          { title: '', valueType: 'option', render: () => [<a key="a" />] },
        ]}
        dataSource={[{ id: 1 }]}
        rowSelection={{}}
        toolbar={{ multipleLine: true, tabs: { items: [{ key: 'a', tab: '' }] } }}
        toolBarRender={() => [
          <Button key="a" type="primary" />,
          <Dropdown key="b" menu={{ items: [] }}>
            <Button />
          </Dropdown>,
        ]}
        pagination={{ pageSize: 1, showSizeChanger: true }}
      />
    </>
  );
}
