import { render, screen } from '@testing-library/react';
import { MediaImage } from '../media-image';

const SIZES = '(min-width: 768px) 50vw, 100vw';

it('offers the API-hosted image in smaller WebP variants for its displayed size', () => {
  render(<MediaImage src="/api/media/sample/a.jpg" sizes={SIZES} alt="Before: A" width={1200} height={630} />);
  const image = screen.getByRole('img', { name: 'Before: A' });
  expect(image).toHaveAttribute('src', '/api/media/sample/a.jpg');
  expect(image.getAttribute('srcset')).toContain('/api/media/sample/a.jpg?w=480 480w');
  expect(image).toHaveAttribute('sizes', SIZES);
  expect(image).toHaveAttribute('width', '1200');
});

it('shows an image from elsewhere as it is, without srcset or sizes', () => {
  render(<MediaImage src="https://images.example.com/a.jpg" sizes={SIZES} alt="After: A" />);
  const image = screen.getByRole('img', { name: 'After: A' });
  expect(image).toHaveAttribute('src', 'https://images.example.com/a.jpg');
  expect(image).not.toHaveAttribute('srcset');
  expect(image).not.toHaveAttribute('sizes');
});

const PLACEHOLDER = 'data:image/png;base64,iVBORw0KGgo=';

it("shows the API's placeholder as the image's background until it loads, beside its own style", () => {
  render(
    <MediaImage src="/api/media/sample/a.jpg" sizes={SIZES} alt="A" placeholder={PLACEHOLDER} style={{ clipPath: 'inset(0 50% 0 0)' }} />,
  );
  const image = screen.getByRole('img', { name: 'A' });
  expect(image.style.backgroundImage).toBe(`url("${PLACEHOLDER}")`);
  expect(image).toHaveStyle({ backgroundSize: 'cover', backgroundPosition: 'center', clipPath: 'inset(0 50% 0 0)' });
});

it.each([undefined, 'https://elsewhere.example/blur.png', 'data:image/png;base64,AAAA") ; color: red'])(
  'has no background for the placeholder %j',
  (placeholder) => {
    render(<MediaImage src="/api/media/sample/a.jpg" sizes={SIZES} alt="A" placeholder={placeholder} />);
    expect(screen.getByRole('img', { name: 'A' }).style.backgroundImage).toBe('');
  },
);
