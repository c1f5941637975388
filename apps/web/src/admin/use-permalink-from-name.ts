'use client';

import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { slugify } from '@app/contracts/permalink';

/**
 * The permalink follows the Vietnamese name as staff type it, until they edit the permalink
 * themselves; a saved record keeps its permalink unless staff change it.
 */
export function usePermalinkFromName<V extends { permalink: string }>(
  form: UseFormReturnType<V>,
  nameField: keyof V & string,
  isNew: boolean,
) {
  const [edited, setEdited] = useState(!isNew);
  const name = form.getInputProps(nameField);
  const permalink = form.getInputProps('permalink');
  return {
    nameProps: {
      ...name,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        form.setValues({ [nameField]: value, ...(edited ? {} : { permalink: slugify(value) }) } as Partial<V>);
      },
    },
    permalinkProps: {
      ...permalink,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setEdited(true);
        form.setValues({ permalink: event.currentTarget.value } as Partial<V>);
      },
    },
  };
}
