// Routing rules (487): the set-up list of the rules that take customer orders into outbound.
export { default } from './RulesScreen';
