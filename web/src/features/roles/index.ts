/** What screens use of the roles feature: the rule editor and the rules' translation to checkboxes. */
export { RuleEditor, type RuleWords } from './components/RuleEditor';
export {
  CHECK_ACTIONS,
  grantedSubjects,
  isAction,
  isChecked,
  listOf,
  matrixOf,
  rulesOf,
  toggle,
  type CheckAction,
  type RoleReach,
  type RuleCatalogue,
  type RuleMatrix,
} from './rules';
