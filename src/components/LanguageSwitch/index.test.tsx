import { fireEvent, render, screen } from '@testing-library/react';
import ErrorNote from '@/components/ErrorNote';
import LanguageSwitch from '.';

const changeLanguage = jest.fn();
jest.mock('@/i18n', () => ({ changeLanguage: (lng: string) => changeLanguage(lng) }));
jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => ({ 'lang.zh': '中文', 'lang.en': 'English', 'header.language': 'Language' })[key] ?? key, i18n: { language: 'zh' } }),
}));

describe('LanguageSwitch', () => {
  beforeEach(() => changeLanguage.mockClear());

  it('is a named group of both languages, the current one pressed', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('switches on a click of the other language only', () => {
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(changeLanguage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(changeLanguage).toHaveBeenCalledWith('en');
  });
});

describe('ErrorNote', () => {
  it('is an alert with its title and description', () => {
    render(<ErrorNote title="Could not start" testId="note">Server error</ErrorNote>);
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('Could not start');
    expect(note).toHaveTextContent('Server error');
    expect(note).toHaveAttribute('data-testid', 'note');
  });
});
