import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusFilter } from '../status-filter';

const LABELS = { queued: 'Queued', failed: 'Failed' };

it('reports the status picked (null for All) and shows it before the URL has it', async () => {
  const onChange = jest.fn();
  render(<StatusFilter labels={LABELS} value={null} onChange={onChange} />);
  const filter = screen.getByRole('combobox', { name: 'Status' });
  await userEvent.selectOptions(filter, 'Failed');
  expect(filter).toHaveValue('failed');
  await userEvent.selectOptions(filter, 'All');
  expect(onChange.mock.calls).toEqual([['failed'], [null]]);
});

it('follows the status in effect when it changes from outside (back, forward, a link)', () => {
  const { rerender } = render(<StatusFilter labels={LABELS} value="queued" onChange={jest.fn()} />);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('queued');
  rerender(<StatusFilter labels={LABELS} value={null} onChange={jest.fn()} />);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
});
