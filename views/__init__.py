"""Streamlit pages: each file is one page of the coach (st.navigation in app.py); thin, logic lives in coach/."""
