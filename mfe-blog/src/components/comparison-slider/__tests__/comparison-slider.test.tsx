import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComparisonSlider } from '../comparison-slider';
import { clampPercent, positionAfterKey, positionAt } from '../slider-math';

describe('slider maths', () => {
  it('clamps to 0..100 and maps the pointer to a percentage', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(positionAt(150, { left: 100, width: 200 })).toBe(25);
    expect(positionAt(50, { left: 100, width: 200 })).toBe(0);
    expect(positionAt(999, { left: 100, width: 200 })).toBe(100);
  });

  it('moves with the slider keys', () => {
    expect(positionAfterKey('ArrowRight', 50)).toBe(51);
    expect(positionAfterKey('ArrowLeft', 0)).toBe(0);
    expect(positionAfterKey('PageUp', 95)).toBe(100);
    expect(positionAfterKey('Home', 40)).toBe(0);
    expect(positionAfterKey('End', 40)).toBe(100);
    expect(positionAfterKey('a', 40)).toBeNull();
  });
});

describe('ComparisonSlider', () => {
  const renderSlider = () =>
    render(<ComparisonSlider beforeImage="/b.jpg" afterImage="/a.jpg" beforeAlt="Before: x" afterAlt="After: x" sizes="100vw" />);

  it('starts at 50 and is a keyboard-operable slider', async () => {
    renderSlider();
    const slider = screen.getByRole('slider', { name: 'Before and after comparison' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '52');
    await userEvent.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('jumps with the Before, 50/50 and After buttons', async () => {
    renderSlider();
    const slider = screen.getByRole('slider');
    await userEvent.click(screen.getByRole('button', { name: 'After' }));
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByAltText('After: x')).toHaveStyle({ clipPath: 'inset(0 0% 0 0)' });
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(screen.getByRole('button', { name: '50/50' }));
    expect(slider).toHaveAttribute('aria-valuenow', '50');
  });

  it('follows a drag and clamps it to the frame', () => {
    renderSlider();
    const frame = screen.getByAltText('Before: x').parentElement!;
    frame.getBoundingClientRect = () => ({
      left: 0,
      width: 400,
      top: 0,
      height: 200,
      right: 400,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(frame, { clientX: 100, pointerId: 1 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(frame, { clientX: 900, pointerId: 1 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(frame, { pointerId: 1 });
    fireEvent.pointerMove(frame, { clientX: 0, pointerId: 1 });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
  });
});
