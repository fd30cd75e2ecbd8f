"""Fitting the compat attributes to the external API's scale."""
