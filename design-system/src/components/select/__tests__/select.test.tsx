import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILLED_TICK_MS } from '../../field/use-filled-tick';
import { Select } from '../select';

const subjects = [
  { value: 'general', label: 'General' },
  { value: 'support', label: 'Support' },
];

describe('Select', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders a placeholder and the options prop', () => {
    render(<Select label="Subject" placeholder="-- Select Subject --" options={subjects} required />);
    const select = screen.getByRole('combobox', { name: 'Subject' });
    expect(select).toBeRequired();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['-- Select Subject --', 'General', 'Support']);
  });

  it('accepts <option> children', () => {
    render(
      <Select label="Type">
        <option value="category">Category</option>
        <option value="tag">Tag</option>
      </Select>,
    );
    expect(screen.getByRole('option', { name: 'Tag' })).toBeInTheDocument();
  });

  it('flashes the gold tick when a value is chosen', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Select label="Subject" placeholder="Choose" options={subjects} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'support');
    expect(screen.getByTestId('filled-tick')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FILLED_TICK_MS));
    expect(screen.queryByTestId('filled-tick')).not.toBeInTheDocument();
  });
});
