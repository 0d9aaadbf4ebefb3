/**
 * A compact text input of a dense form (a row of option fields, a price per currency): marked red
 * while `aria-invalid`. Width and extra classes go after it.
 */
export const compactInputClass =
  'rounded-md border border-stone-300 px-3 py-1.5 font-normal aria-invalid:border-red-600';
