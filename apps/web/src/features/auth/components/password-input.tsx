import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordInputProps {
  id: string;
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoComplete: 'new-password' | 'current-password';
  placeholder?: string;
}

/** A password field with a Show/Hide button, so a long password can be checked on a phone keyboard. */
export function PasswordInput({ id, value, onChange, onBlur, autoComplete, placeholder }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-password">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        value={String(value ?? '')}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
      />
      <button
        type="button"
        className="auth-password-toggle"
        aria-controls={id}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? t('password.hide') : t('password.show')}
      </button>
    </div>
  );
}
