import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS, SearchForm } from '../search-form';

afterEach(() => jest.useRealTimers());

it('searches once the typing pauses, trimmed', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSearch = jest.fn();
  render(<SearchForm label="Search by e-mail" value="" onSearch={onSearch} />);
  await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail' }), ' grace ');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch.mock.calls).toEqual([['grace']]);
});

it('follows the search in effect when it changes from outside (back, forward, a link)', () => {
  const onSearch = jest.fn();
  const { rerender } = render(<SearchForm label="Search by e-mail" value="ada" onSearch={onSearch} />);
  expect(screen.getByRole('searchbox', { name: 'Search by e-mail' })).toHaveValue('ada');
  rerender(<SearchForm label="Search by e-mail" value="" onSearch={onSearch} />);
  expect(screen.getByRole('searchbox', { name: 'Search by e-mail' })).toHaveValue('');
  expect(onSearch).not.toHaveBeenCalled();
});
