// The async boundary lets Module Federation agree on the shared singletons before app code runs.
void import('./bootstrap');
