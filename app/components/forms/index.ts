// The form kit (issue 25 item 2): every hand-written form of the shop builds its fields from here.
export { ChoiceField, CheckboxField, ErrorList, Field, FormMessage, SelectField, TextareaField } from './fields';
export type { ListOfErrors } from './fields';
export { PhoneField } from './PhoneField';
export { RefusalMessage, useRefusalText } from './RefusalMessage';
export { StatusButton } from './StatusButton';
export { useIsPending } from './useIsPending';
