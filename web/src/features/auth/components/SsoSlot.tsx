import { useEffect, type ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * Where a sign-in form shows what its email field's company asks for (single sign-on), announced
 * politely as it appears; it also reports the typed address to the page that looks it up.
 */
export function SsoSlot<T extends FieldValues>({
  control,
  name,
  onEmailChange,
  children,
}: {
  control: Control<T>;
  name: Path<T>;
  onEmailChange?: (email: string) => void;
  children?: ReactNode;
}) {
  const email = useWatch({ control, name }) as unknown;
  useEffect(() => {
    onEmailChange?.(typeof email === 'string' ? email : '');
  }, [email, onEmailChange]);
  return <div aria-live="polite">{children}</div>;
}
