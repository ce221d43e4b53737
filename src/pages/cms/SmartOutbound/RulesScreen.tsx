import { App, Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNELS } from '@/domain/cms/machine';
import { routingRuleEditSchema, routingRuleSchema } from '@/domain/cms/schema';
import type { ListApi } from '@/kits/list/ListScreen';
import type { SetupField } from '@/kits/setup/fields';
import SetupScreen from '@/kits/setup/SetupScreen';
import { cmsApi, ruleApi, type RoutingRule } from '@/services/cms';
import { failureText } from '@/utils/request';
import { CHANNEL_KEYS, ORDER_TYPE_KEYS } from '../shared/labels';

/** '' (any) as a choice of its own. */
const ANY_CHANNEL: Record<string, string> = { '': 'cms.rule.any', ...Object.fromEntries(CHANNELS.map((c) => [c, CHANNEL_KEYS[c]])) };

const FIELDS: SetupField<RoutingRule>[] = [
  { key: 'priority', label: 'cms.rule.priority', kind: 'number', sortable: true },
  { key: 'code', label: 'cms.rule.code', sortable: true },
  { key: 'name', label: 'cms.rule.name', sortable: true },
  { key: 'channel', label: 'cms.rule.channel', kind: 'enum', options: ANY_CHANNEL, filter: true },
  { key: 'carrier', label: 'cms.rule.carrier', extra: 'cms.rule.anyHint' },
  { key: 'sku', label: 'cms.rule.sku', extra: 'cms.rule.anyHint' },
  { key: 'orderType', label: 'cms.rule.orderType', kind: 'enum', options: ORDER_TYPE_KEYS, sortable: true, filter: true },
  { key: 'setCarrier', label: 'cms.rule.setCarrier', extra: 'cms.rule.keepHint' },
];

/**
 * Routing rules (487): customer orders matching a rule's channel, carrier and SKU ('' = any) are
 * accepted into outbound as its order type (and carrier), the enabled rules tried by priority; the
 * first that matches takes the order. "Run now" routes the orders still waiting.
 */
export default function RulesScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useRef<ListApi<RoutingRule>>();
  const run = async () => {
    try {
      const r = await cmsApi.runRules();
      message.success(t('cms.rule.ran', { accepted: r.accepted, refused: r.refused }));
    } catch (e) {
      message.error(failureText(e));
    }
  };
  return (
    <SetupScreen<RoutingRule>
      name="rule"
      listRef={list}
      api={ruleApi}
      schemas={{ create: routingRuleSchema, edit: routingRuleEditSchema }}
      label={(r) => r.code}
      noun="cms.rule.noun"
      searchHint="cms.rule.searchHint"
      defaults={{ orderType: 'b2c', channel: '', priority: 100 }}
      fields={FIELDS}
      toolbar={() => [
        <Button key="run" onClick={run} data-testid="rule-run">
          {t('cms.rule.run')}
        </Button>,
      ]}
    />
  );
}
