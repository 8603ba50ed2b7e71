export { FormField, useFieldControl, useFormField, type FieldControlProps, type FormFieldProps } from './FormField.tsx';
