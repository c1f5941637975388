import type { UseFormReturnType } from '@mantine/form';

/**
 * A filter select bound to a text field of the search form: '' (no filter) is shown as nothing
 * chosen, and clearing the select removes the filter.
 */
export function selectFilterProps<F extends Record<string, string>>(form: UseFormReturnType<F>, name: keyof F & string) {
  return {
    value: form.values[name] || null,
    onChange: (value: string | null) => form.setValues({ [name]: value ?? '' } as Partial<F>),
    clearable: true,
  };
}
