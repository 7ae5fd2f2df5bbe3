import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, blocksOf } from './rich-text';

describe('RichText', () => {
  it('makes a paragraph of each line and a list of the lines starting with a dash', () => {
    expect(blocksOf('First.\n\nWhat you bear:\n- nothing\n- at most Rs 5,000\nLast.')).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'paragraph', text: 'What you bear:' },
      { kind: 'list', items: ['nothing', 'at most Rs 5,000'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('links web addresses, without the sentence’s full stop', () => {
    render(<RichText text="Complain at https://cms.rbi.org.in. Or call 14448." />);
    expect(screen.getByRole('link', { name: 'cms.rbi.org.in' })).toHaveAttribute('href', 'https://cms.rbi.org.in');
  });

  it('shows nothing for a missing text', () => {
    const { container } = render(<RichText text={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
