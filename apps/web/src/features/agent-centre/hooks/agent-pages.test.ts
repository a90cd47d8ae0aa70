import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, agentMenuPages, agentPageHref, resolveAgentPage } from './agent-pages';

describe('agent centre pages', () => {
  it('lists the spec pages in order, the contract entries only when their contract is offered', () => {
    expect(agentMenuPages({})).toEqual([...AGENT_PAGES]);
    expect(agentMenuPages({ realtimeSalary: true, dividend: false }).slice(-1)).toEqual(['realtimeSalary']);
    expect(agentMenuPages({ dividend: true, hourlySalary: true })).toContain('dividend');
  });

  it('opens the team overview by default and for a page the menu does not have', () => {
    expect(resolveAgentPage(null, {})).toBe('agentTeamOverview');
    expect(resolveAgentPage('deposit', {})).toBe('deposit');
    expect(resolveAgentPage('realtimeSalary', {})).toBe('agentTeamOverview');
    expect(resolveAgentPage('realtimeSalary', { realtimeSalary: true })).toBe('realtimeSalary');
    expect(resolveAgentPage('nope', {})).toBe('agentTeamOverview');
    expect(agentPageHref('withdraw')).toBe('/agentHome?page=withdraw');
  });
});
