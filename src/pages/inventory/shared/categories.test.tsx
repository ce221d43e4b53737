import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { CategoriesProvider, CategoryName, CategorySelect, type Categories } from './categories';

let answer: (options: { code: string; nameZh: string; nameEn: string }[]) => void = () => undefined;
jest.mock('@/services/master', () => {
  const { reference } = jest.requireActual('@/query');
  const options = () =>
    new Promise((resolve) => {
      answer = resolve;
    });
  return { basicApi: { options }, basicEntries: (type: string) => reference(`basic-options:${type}`, options) };
});
const mockTranslation = { t: (key: string) => key, i18n: { language: 'en' } };
jest.mock('react-i18next', () => ({ useTranslation: () => mockTranslation }));

test("the categories' answer names the cells and fills the filter, without rendering the page's other parts again", async () => {
  const pageRenders = jest.fn();
  let known: Categories | undefined;
  function Rows() {
    pageRenders();
    return <CategoryName code="FOOD" />;
  }
  function Page() {
    const into = useRef<Categories>();
    known = into.current;
    return (
      <CategoriesProvider into={into}>
        <Rows />
        <CategorySelect aria-label="category" open />
        <button type="button" onClick={() => (known = into.current)}>
          read
        </button>
      </CategoriesProvider>
    );
  }
  render(<Page />);
  expect(screen.getByText('FOOD')).toBeTruthy(); // the code until they come
  expect(pageRenders).toHaveBeenCalledTimes(1);

  answer([{ code: 'FOOD', nameZh: '食品', nameEn: 'Food' }]);
  expect(await screen.findByText('Food')).toBeTruthy();
  expect(screen.getByText('Food (FOOD)')).toBeTruthy(); // the filter's option: name and code
  expect(pageRenders).toHaveBeenCalledTimes(1);
  // what reads them when it runs (an export) finds them
  fireEvent.click(screen.getByText('read'));
  expect(known?.name('FOOD')).toBe('Food');
});
