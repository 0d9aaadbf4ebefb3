'use client';

import type { ComponentProps } from 'react';

/**
 * A select that sends its form when changed. The form keeps its button, so it works the same
 * without JavaScript.
 */
export function AutoSubmitSelect(props: Omit<ComponentProps<'select'>, 'onChange'>) {
  return <select {...props} onChange={(event) => event.currentTarget.form?.requestSubmit()} />;
}
