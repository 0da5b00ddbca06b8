import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from '@/lib/field-errors';

/** A ZodError holding exactly these issues, in this order. */
function errorOf(issues: { path: (string | number)[]; message: string }[]): z.ZodError {
  return new z.ZodError(issues.map(({ path, message }) => ({ code: 'custom' as const, path, message, input: undefined })));
}

describe('fieldErrorsOf', () => {
  it('keeps the keys of the area and of the shared numbers namespace, one per field', () => {
    const error = errorOf([
      { path: ['name'], message: 'services.nameRequired' },
      { path: ['basePrice'], message: 'numbers.separator' },
    ]);
    expect(fieldErrorsOf(error, 'services', 'services.saveError')).toStrictEqual({
      name: 'services.nameRequired',
      basePrice: 'numbers.separator',
    });
  });

  it('reads any other text (zod’s own English, another area’s key) as the fallback', () => {
    const error = errorOf([
      { path: ['name'], message: 'Expected string, received number' },
      { path: ['email'], message: 'clients.invalidEmail' },
      // The namespace must be followed by a dot: a longer name is another namespace.
      { path: ['hours'], message: 'servicesExtra.baseHoursMin' },
      { path: ['price'], message: 'numbersx.invalid' },
      // A key that merely ends with the namespace is not one of its keys either.
      { path: ['note'], message: 'x.services.' },
    ]);
    expect(fieldErrorsOf(error, 'services', 'services.saveError')).toStrictEqual({
      name: 'services.saveError',
      email: 'services.saveError',
      hours: 'services.saveError',
      price: 'services.saveError',
      note: 'services.saveError',
    });
  });

  it('shows the first failure of a field, not the last', () => {
    const error = errorOf([
      { path: ['baseHours'], message: 'services.baseHoursMin' },
      { path: ['baseHours'], message: 'services.baseHoursMax' },
      { path: ['baseHours'], message: 'something else' },
    ]);
    expect(fieldErrorsOf(error, 'services', 'services.saveError')).toStrictEqual({ baseHours: 'services.baseHoursMin' });
  });

  it('files an issue of the whole form (no path) under "form", and a nested one under its top field', () => {
    const error = errorOf([
      { path: [], message: 'settings.saveErrorBody' },
      { path: ['lines', 2, 'price'], message: 'numbers.decimals' },
    ]);
    expect(fieldErrorsOf(error, 'settings', 'settings.saveErrorBody')).toStrictEqual({
      form: 'settings.saveErrorBody',
      lines: 'numbers.decimals',
    });
  });

  it('is empty when there is no issue', () => {
    expect(fieldErrorsOf(errorOf([]), 'services', 'services.saveError')).toStrictEqual({});
  });
});
