// Standalone entry for the team's own dev host; the shell loads ./routes through remoteEntry.js instead.
void import('./bootstrap');
