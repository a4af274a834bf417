import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { rates, sample, service, SLOW } from '../../__tests__/support';
import { TentativeCostPanel } from '../fee-panel';

const tree = service('TreeFellingRePlantationService');

describe('TentativeCostPanel', SLOW, () => {
  it('shows one line per fee head and the total in ₹ with two decimals, marked indicative', () => {
    render(
      <TentativeCostPanel
        service={tree}
        answers={sample(tree)}
        plot={tree.sample.plot}
        rates={rates}
      />,
    );
    expect(screen.getByText('Application fee').nextSibling).toHaveTextContent('₹6,000.00');
    expect(screen.getByText('Security deposit (refundable)').nextSibling).toHaveTextContent(
      '₹4,000.00',
    );
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹10,000.00');
    expect(screen.getByText(/This figure is indicative/)).toBeInTheDocument();
  });

  it('shows no cost panel for a form without a fee (plot registration: no ₹0.00 panel)', () => {
    const free = { ...tree, fee: { ...tree.fee, lines: [{ id: 'none', label: 'Fee', rule: 0 }] } };
    const { container } = render(
      <TentativeCostPanel service={free} answers={{}} plot={tree.sample.plot} rates={rates} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('₹0.00')).toBeNull();
  });

  it('says which answer a line still needs instead of counting it as zero', () => {
    render(
      <TentativeCostPanel service={tree} answers={{}} plot={tree.sample.plot} rates={rates} />,
    );
    expect(screen.getByText(/Needs: Replantation plan/)).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('—');
  });

  it.each([-3, 0])(
    'shows no figure while the number of trees to plant is invalid (%d), and says what to correct',
    (trees) => {
      const answers = sample(tree);
      const invalid = {
        ...answers,
        replantation: { ...(answers.replantation as object), treesToPlant: trees },
      };
      render(
        <TentativeCostPanel
          service={tree}
          answers={invalid}
          plot={tree.sample.plot}
          rates={rates}
        />,
      );
      expect(
        screen.getByText('Correct Number of trees to plant to see the fee.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/₹/)).toBeNull();
      expect(screen.getByText('Security deposit (refundable)').nextSibling).toHaveTextContent('—');
      expect(screen.getByText('Total').nextSibling).toHaveTextContent('—');
    },
  );

  it('shows the figure the server returned after submission', () => {
    render(
      <TentativeCostPanel
        service={tree}
        answers={sample(tree)}
        plot={tree.sample.plot}
        rates={rates}
        server={{
          total: 12345.5,
          lines: [{ id: 'applicationFee', label: 'Application fee', amount: 12345.5 }],
        }}
      />,
    );
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹12,345.50');
    expect(screen.queryByText(/indicative/)).not.toBeInTheDocument();
  });

  it('uses Indian digit grouping for large amounts', () => {
    const tle = service('TimeLimitExtensionService');
    render(
      <TentativeCostPanel
        service={tle}
        answers={sample(tle)}
        plot={tle.sample.plot}
        rates={rates}
      />,
    );
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹6,06,856.69');
  });

  it("shows the service's note for applicants and never the analysts' note", () => {
    render(
      <TentativeCostPanel
        service={tree}
        answers={sample(tree)}
        plot={tree.sample.plot}
        rates={rates}
      />,
    );
    const note = screen.getByText(/This figure is indicative/);
    expect(note).toHaveTextContent(
      'The deposit is refunded after 3 years of satisfactory survival reports',
    );
    expect(note).not.toHaveTextContent('The application fee is public');
    expect(note).not.toHaveTextContent(/PLACEHOLDER|provisional|public|\[assumed\]|\(S\d+\)/);
  });

  it('shows no analyst note when a service has no note for applicants', () => {
    const bare = { ...tree, fee: { ...tree.fee, applicantNote: undefined } };
    render(
      <TentativeCostPanel
        service={bare}
        answers={sample(tree)}
        plot={tree.sample.plot}
        rates={rates}
      />,
    );
    expect(screen.getByText(/This figure is indicative/)).toHaveTextContent(
      /^This figure is indicative\. The office confirms the amount payable after scrutiny\.$/,
    );
  });

  it('leaves out the heads that come to ₹0.00 and keeps the total', () => {
    const transfer = service('TransferPlotService');
    render(
      <TentativeCostPanel
        service={transfer}
        answers={sample(transfer)}
        plot={transfer.sample.plot}
        rates={rates}
      />,
    );
    expect(screen.queryByText('Process fee (formal transfer)')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).not.toHaveTextContent('—');
  });

  it('shows only the total ₹0.00 when every head of the server figure is zero', () => {
    render(
      <TentativeCostPanel
        service={tree}
        answers={sample(tree)}
        plot={tree.sample.plot}
        rates={rates}
        server={{
          total: 0,
          lines: [{ id: 'applicationFee', label: 'Application fee', amount: 0 }],
        }}
      />,
    );
    expect(screen.queryByText('Application fee')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹0.00');
  });
});
