/** The hint goes under the field, so the fields of a row line up whether or not they have one. */
export const hintBelowInput: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
