import { render, screen } from '@testing-library/react';
import { Card } from '../card';

describe('Card', () => {
  it('renders a standard card with a level-3 title, description, header and footer', () => {
    render(<Card title="Strategic Thinking" description="See your blind spots." header="Pillar" footer="Learn more" icon="*" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Strategic Thinking' })).toBeInTheDocument();
    expect(screen.getByText('See your blind spots.')).toBeInTheDocument();
    expect(screen.getByText('Pillar')).toBeInTheDocument();
    expect(screen.getByText('Learn more')).toBeInTheDocument();
  });

  it('honours headingLevel', () => {
    render(<Card title="Practical Guidance" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Practical Guidance' })).toBeInTheDocument();
  });

  it('renders a testimonial as figure, blockquote and figcaption', () => {
    render(
      <Card
        variant="testimonial"
        quote="I stopped building alone."
        authorName="Maya Chen"
        authorCompany="Loop Labs"
        authorImage="/maya.jpg"
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure.tagName).toBe('FIGURE');
    expect(screen.getByRole('blockquote')).toHaveTextContent('I stopped building alone.');
    // The caption is the figure's own child (the Nu HTML Checker refuses one inside a div).
    expect(figure.querySelector(':scope > figcaption')).toHaveTextContent('Maya ChenLoop Labs');
  });

  it('shows a phase badge coloured by phaseColor', () => {
    render(<Card variant="phase" phase="BUILD" phaseColor="gold" title="Build" />);
    const badge = screen.getByText('BUILD');
    expect(badge).toHaveTextContent('Phase: BUILD');
    expect(badge).toHaveClass('badge', 'gold');
  });

  it('does not show a phase badge on other variants', () => {
    render(<Card phase="FACE" title="Face" />);
    expect(screen.queryByText('FACE')).not.toBeInTheDocument();
  });

  it('renders children in a custom card', () => {
    render(
      <Card variant="custom" className="extra">
        <p>Anything goes</p>
      </Card>,
    );
    expect(screen.getByText('Anything goes')).toBeInTheDocument();
  });
});
